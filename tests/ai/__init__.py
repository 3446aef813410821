"""Tests of the computer play (jojotte_teach.ai)."""
