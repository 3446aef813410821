"""The expert player: the unseen cards dealt again many times, each deal solved exactly."""

from .auction import AuctionSearch
from .player import ExpertPlayer
from .sampled import HandSolvers, deal_unseen, default_samples

__all__ = ["AuctionSearch", "ExpertPlayer", "HandSolvers", "deal_unseen", "default_samples"]
