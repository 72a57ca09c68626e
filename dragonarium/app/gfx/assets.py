"""The generated models and textures (made by scripts/make_assets.py), loaded once."""
from __future__ import annotations

from panda3d.core import LColorf, NodePath, PNMImage, SamplerState, Texture

from dragonarium.guarded_read import FileRefused

from dragonarium.paths import models_root, textures_root
from dragonarium.app.gfx.asset_files import load_model, load_texture
from dragonarium.app.gfx.batch import ModelData

MODELS = models_root()
TEXTURES = textures_root()
MODEL_NAMES = ("dragon", "stone", "egg", "socket", "pillar", "assistant", "arrow", "crown")
TEXTURE_NAMES = ("terrain_atlas", "table", "board")
GREY_FLOOR = 0.4


class Assets:
    """Models and textures by name."""

    def __init__(self) -> None:
        self.models: dict[str, NodePath] = {}
        for name in MODEL_NAMES:
            path = MODELS / f"{name}.egg"  # in a built app, the name.egg.bam made of it
            try:
                self.models[name] = load_model(path)
            except FileRefused as refused:
                raise FileNotFoundError(f"model {path} cannot be read ({refused.refusal.value}): run python3 "
                                        "scripts/make_assets.py") from None
        self._model_data: dict[str, ModelData] = {}
        self.shared: dict[tuple, tuple[NodePath, dict]] = {}
        """Parts built once and copied to every board that shows them (see ``BoardView``)."""
        self.textures: dict[str, Texture] = {}
        for name in TEXTURE_NAMES:
            path = TEXTURES / f"{name}.png"
            try:
                texture = load_texture(path)
            except FileRefused as refused:
                raise FileNotFoundError(f"texture {path} cannot be read ({refused.refusal.value}): run python3 "
                                        "scripts/make_assets.py") from None
            texture.setMinfilter(SamplerState.FT_linear_mipmap_linear)
            texture.setMagfilter(SamplerState.FT_linear)
            # mipmaps made here take a few ms; left to a software renderer's driver they cost ~80 ms at start-up
            if texture.hasRamImage() and not texture.hasAllRamMipmapImages():
                texture.generateRamMipmapImages()
            texture.setAnisotropicDegree(4)
            self.textures[name] = texture

    def grey(self, name: str) -> Texture:
        """The texture ``name`` in light greys, washed out (made when first asked for): a refused tile's ghost is
        drawn with it. Its darkest grey is ``GREY_FLOOR``, so that a dark edge reads against it."""
        key = f"{name}-grey"
        if key not in self.textures:
            image = PNMImage()
            self.textures[name].store(image)
            image.makeGrayscale()
            image.makeRgb()  # three equal channels, so a colour scale tints it as it tints the colour texture
            image *= 1.0 - GREY_FLOOR
            image += LColorf(GREY_FLOOR, GREY_FLOOR, GREY_FLOOR, 0.0)
            texture = Texture(key)
            texture.load(image)
            texture.setMinfilter(SamplerState.FT_linear_mipmap_linear)
            texture.setMagfilter(SamplerState.FT_linear)
            texture.generateRamMipmapImages()
            self.textures[key] = texture
        return self.textures[key]

    def set_anisotropy(self, degree: int) -> None:
        """Anisotropic filtering of every texture (1: none)."""
        for texture in self.textures.values():
            texture.setAnisotropicDegree(degree)

    def model_data(self, name: str) -> ModelData:
        """A model's triangles as arrays, read once."""
        if name not in self._model_data:
            self._model_data[name] = ModelData.of(self.models[name])
        return self._model_data[name]

    def model(self, name: str) -> NodePath:
        return self.models[name]
