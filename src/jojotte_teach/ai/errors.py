"""The computer players' own error: a position no exact analysis can value.

>>> issubclass(NotInPlayError, ValueError)
True
"""

from __future__ import annotations

from ..engine.errors import JojotteError

__all__ = ["NotInPlayError"]


class NotInPlayError(JojotteError, ValueError):
    """The position is not one the points analysis can value."""
