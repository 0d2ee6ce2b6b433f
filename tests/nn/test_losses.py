"""Checks the loss modules' values and input gradients against PyTorch (fixtures/losses.json)."""
import nncheck

nncheck.run_fixture_file("losses", "losses.json")
