"""Checks every layer's forward output, input gradients and parameter gradients against PyTorch (fixtures/layers.json)."""
import nncheck

nncheck.run_fixture_file("layers", "layers.json")
