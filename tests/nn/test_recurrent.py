"""Checks RNN/LSTM/GRU and their cells over several time steps (outputs, hidden states, gradients through time) against PyTorch (fixtures/recurrent.json)."""
import nncheck

nncheck.run_fixture_file("recurrent", "recurrent.json")
