"""Train the learned layer's two models with the generated harm shapes added, and write them beside learned.py (the
experiment; the committed models are trained without them):

    python -m tests.courtroom.moderation_shapes
"""

from __future__ import annotations

from courtroom.moderation import learned_fit
from tests.courtroom.moderation_shapes import shape_lines

if __name__ == "__main__":
    learned_fit.main(extra=shape_lines())
