# `tensorpy -m unittest`: discovery from the current directory, named modules, classes
# and files, -v/-q/-k, `discover -s -p`, and the exit status. Run times, file paths and
# the framework's own frames in import-error texts are normalised.
cd ../../lang/stdlib/unittest_pkg || exit 1
norm() {
  awk '/File ".*\/unittest\// { skip = 1; next } skip && /^    / { next } { skip = 0; print }' |
    grep -vE '^\s*[~^]+\s*$' | sed -E 's/in [0-9]+\.[0-9]+s$/in T/; s|File "[^"]*/|File "|'
}
"$TENSORPY" -m unittest 2>&1 | norm; echo "rc=${PIPESTATUS[0]}"
"$TENSORPY" -m unittest -v test_alpha 2>&1 | norm; echo "rc=${PIPESTATUS[0]}"
"$TENSORPY" -m unittest -k two test_alpha.AlphaTest 2>&1 | norm; echo "rc=${PIPESTATUS[0]}"
"$TENSORPY" -m unittest discover -s sub -p 'test_*.py' -v 2>&1 | norm; echo "rc=${PIPESTATUS[0]}"
"$TENSORPY" -m unittest -q test_beta.py 2>&1 | norm; echo "rc=${PIPESTATUS[0]}"
"$TENSORPY" -m unittest nosuch 2>&1 | norm; echo "rc=${PIPESTATUS[0]}"
exit 0
