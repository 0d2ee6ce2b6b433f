# Write errors on stdout are reported, never ignored, and SIGPIPE is ignored (CPython 3.11):
#  * a failed write or flush raises OSError / BrokenPipeError (traceback: CPython exit 1,
#    ours 70), with and without `import sys` (print's direct path and sys.stdout);
#  * output still buffered at exit that cannot be written is "Exception ignored in: <stdout>"
#    plus the error, exit 120 (CPython raises at the print already for /dev/full when the
#    buffer is small; the exit-time report is what it does for a failed final flush).
#  * a reader that goes away (| head -1) gives BrokenPipeError, not death by SIGPIPE (141).
"$TENSORPY" -c 'print("x")' > /dev/full; echo "small print rc=$?"
"$TENSORPY" -c 'import sys; sys.stdout.write("x")' > /dev/full; echo "small write rc=$?"
"$TENSORPY" -c 'print("x" * 100000)' > /dev/full 2> err.tmp; echo "big print rc=$?"; tail -n 1 err.tmp
"$TENSORPY" -c 'import sys; print("x", flush=True)' > /dev/full 2> err.tmp; echo "flush=True rc=$?"; tail -n 1 err.tmp
"$TENSORPY" -c '
import sys
try:
    sys.stdout.write("x" * 100000)
    sys.stdout.flush()
except OSError as e:
    print("caught", type(e).__name__, e.errno, file=sys.stderr)
' > /dev/full; echo "caught rc=$?"
"$TENSORPY" -c 'for i in range(100000): print(i)' 2> err.tmp | head -n 1; echo "pipe print rc=${PIPESTATUS[0]}"; tail -n 1 err.tmp
"$TENSORPY" -c '
import sys
for i in range(100000): sys.stdout.write("%d\n" % i)' 2> err.tmp | head -n 1; echo "pipe write rc=${PIPESTATUS[0]}"; tail -n 1 err.tmp
"$TENSORPY" -c '
try:
    for i in range(100000): print(i)
except BrokenPipeError as e:
    import sys
    print("caught", e.errno, file=sys.stderr)' 2>&1 | head -n 1; echo "pipe caught rc=${PIPESTATUS[0]}"
rm -f err.tmp
