"""Test configuration: make the shared builders importable as ``tests.helpers``."""
