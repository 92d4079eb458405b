"""The host's content blocks (travis/ai/types.py), stubbed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass
class TextContent:
    text: str
    text_signature: str | None = None
    type: Literal["text"] = "text"


@dataclass
class ImageContent:
    data: str
    mime_type: str
    type: Literal["image"] = "image"
