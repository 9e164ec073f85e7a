"""Simple drawn SVG faces, one per juror expression (no images, no emoji)."""

from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()

SKIN = {"a": "#f1c9a5", "b": "#c68863", "c": "#e0ac7e", "d": "#8d5a3b", "e": "#f3d6bf", "f": "#5c3a24"}
HAIR = {"a": "#3b2a20", "b": "#111111", "c": "#8a5a2b", "d": "#222222", "e": "#b9b2a8", "f": "#0d0d0d"}
# (left brow, right brow, eyes, mouth) as SVG fragments on a 64x64 face.
PARTS = {
    "neutral": ("M18 24 L28 24", "M36 24 L46 24", "dots", "M24 46 L40 46"),
    "skeptical": ("M18 25 L28 25", "M36 20 L46 23", "dots", "M26 47 L40 45"),
    "sympathetic": ("M18 25 L28 22", "M36 22 L46 25", "dots", "M24 44 Q32 51 40 44"),
    "angry": ("M18 21 L28 26", "M36 26 L46 21", "dots", "M24 49 Q32 42 40 49"),
    "confused": ("M18 21 L28 23", "M36 26 L46 25", "dots", "M23 47 Q27 44 31 47 Q35 50 40 46"),
    "bored": ("M18 26 L28 26", "M36 26 L46 26", "lids", "M26 47 L38 47"),
    "shocked": ("M18 18 Q23 15 28 18", "M36 18 Q41 15 46 18", "wide", "circle"),
}


def _eyes(kind: str) -> str:
    if kind == "lids":
        return ('<path d="M19 31 L27 31 M37 31 L45 31" stroke="#2b2b2b" stroke-width="2.5" stroke-linecap="round"/>')
    radius = 3.6 if kind == "wide" else 2.6
    ring = ('<circle cx="23" cy="30" r="5.5" fill="#fff" stroke="#2b2b2b"/><circle cx="41" cy="30" r="5.5" '
            'fill="#fff" stroke="#2b2b2b"/>') if kind == "wide" else ""
    return ring + (f'<circle cx="23" cy="30" r="{radius}" fill="#2b2b2b"/>'
                   f'<circle cx="41" cy="30" r="{radius}" fill="#2b2b2b"/>')


@register.simple_tag
def juror_face(expression: str = "neutral", portrait: str = "a", size: int = 64, label: str = ""):
    """An inline SVG face; its accessible name says the expression in words."""
    expression = expression if expression in PARTS else "neutral"
    portrait = portrait if portrait in SKIN else "a"
    left, right, eyes, mouth = PARTS[expression]
    mouth_svg = ('<ellipse cx="32" cy="47" rx="4.5" ry="5.5" fill="#5a1f1f"/>' if mouth == "circle" else
                 f'<path d="{mouth}" stroke="#5a1f1f" stroke-width="2.5" fill="none" stroke-linecap="round"/>')
    body = (
        f'<circle cx="32" cy="34" r="24" fill="{SKIN[portrait]}" stroke="#6b4b35" stroke-width="1"/>'
        f'<path d="M9 30 Q12 6 32 8 Q52 6 55 30 Q50 16 32 16 Q14 16 9 30 Z" fill="{HAIR[portrait]}"/>'
        f'<path d="{left}" stroke="#2b2b2b" stroke-width="2.5" fill="none" stroke-linecap="round"/>'
        f'<path d="{right}" stroke="#2b2b2b" stroke-width="2.5" fill="none" stroke-linecap="round"/>'
        f"{_eyes(eyes)}{mouth_svg}"
    )
    return format_html('<svg class="juror-face face-{}" viewBox="0 0 64 64" width="{}" height="{}" role="img" '
                       'aria-label="{}">{}</svg>', expression, size, size, label or expression, mark_safe(body))
