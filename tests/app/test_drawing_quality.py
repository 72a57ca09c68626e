"""The drawing quality is decided in one place: what a window asks for before it opens, the preset on the window's
renderer, and the window reopened to fit the preset's multisampling."""
from types import SimpleNamespace

import pytest

from dragonarium.app import drawing_quality
from dragonarium.play.quality import PRESETS, Quality


def window_of(renderer: str) -> SimpleNamespace:
    """A stand-in ShowBase whose window's OpenGL renderer is ``renderer``."""
    gsg = SimpleNamespace(getDriverRenderer=lambda: renderer)
    return SimpleNamespace(win=SimpleNamespace(getGsg=lambda: gsg))


def test_a_window_asks_for_multisampling_before_it_opens_only_when_the_choice_means_it():
    choices = (Quality.AUTO, Quality.FAST, Quality.FULL)
    assert [drawing_quality.opening_samples(choice) for choice in choices] == [0, 0, 4]
    assert [drawing_quality.opening_samples(choice, auto_guess=Quality.FULL) for choice in choices] == [4, 0, 4]


SOFTWARE, CARD = "llvmpipe (LLVM 15.0.6, 256 bits)", "NVIDIA GeForce RTX 3060/PCIe/SSE2"


@pytest.mark.parametrize("choice, renderer, quality", [
    (Quality.AUTO, SOFTWARE, Quality.FAST), (Quality.AUTO, CARD, Quality.FULL), (Quality.FULL, SOFTWARE, Quality.FULL),
    (Quality.FAST, CARD, Quality.FAST)])
def test_the_preset_is_the_choice_on_the_windows_renderer_and_the_window_is_made_to_fit_it(monkeypatch, choice,
                                                                                          renderer, quality):
    reopened = []
    monkeypatch.setattr(drawing_quality, "use_multisamples", lambda base, samples: reopened.append(samples))
    base = window_of(renderer)
    assert drawing_quality.preset_for(choice, base) == PRESETS[quality] and reopened == []
    assert drawing_quality.window_preset(base, choice) == PRESETS[quality]
    assert reopened == [PRESETS[quality].multisamples]
