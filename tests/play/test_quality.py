"""Quality presets: auto picks fast on software renderers; each preset says what it turns on."""
import pytest

from dragonarium.play.quality import PRESETS, Quality, is_software, parse_quality, resolve


@pytest.mark.parametrize("renderer", ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe",
                                      "Google SwiftShader", "Mesa X11 software rasterizer"])
def test_auto_is_fast_on_a_software_renderer(renderer):
    assert is_software(renderer)
    assert resolve(Quality.AUTO, renderer) is PRESETS[Quality.FAST]


@pytest.mark.parametrize("renderer", ["NVIDIA GeForce RTX 3060/PCIe/SSE2", "AMD Radeon RX 6600 (radeonsi, navi23)",
                                      "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"])
def test_auto_is_full_on_a_graphics_card(renderer):
    assert not is_software(renderer)
    assert resolve(Quality.AUTO, renderer) is PRESETS[Quality.FULL]


def test_an_explicit_choice_wins_over_the_renderer():
    assert resolve(Quality.FULL, "llvmpipe") is PRESETS[Quality.FULL]
    assert resolve(Quality.FAST, "NVIDIA GeForce") is PRESETS[Quality.FAST]


def test_fast_draws_no_shadow_map_nor_multisampling_but_keeps_contact_shadows():
    fast, full = PRESETS[Quality.FAST], PRESETS[Quality.FULL]
    assert (fast.shadows, fast.multisamples, fast.anisotropy, fast.contact_shadows) == (False, 0, 1, True)
    assert full.shadows and full.multisamples == 4 and full.anisotropy > 1


def test_quality_names_are_read_in_any_case_and_a_wrong_one_names_the_choices():
    assert parse_quality(" Fast ") is Quality.FAST
    with pytest.raises(ValueError, match="one of auto, fast, full"):
        parse_quality("ultra")
