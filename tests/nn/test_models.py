"""Checks SimpleCNN, LogisticRegression and MLP forward and gradients against PyTorch (fixtures/models.json)."""
import nncheck

nncheck.run_fixture_file("models", "models.json")
