# Freeing an autograd graph deeper than the C stack holds nested destructors exits cleanly
# (Note [Deep graphs are freed iteratively], src/autograd/node.cpp); the stack is limited
# to 1 MiB so a 40,000-node chain is already too deep for recursion (was: segfault, 139).
(ulimit -s 1024; "$TENSORPY" deep_graph.py); echo "rc=$?"
