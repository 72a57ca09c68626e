"""The 3D scene: boards, the table, the overlay and marks, the camera and its controls, picking."""
