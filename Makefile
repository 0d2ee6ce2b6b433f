# Thin wrapper over CMake. Every target runs scripts/setup first (silent when all is present).
#   make        release build, ./tensorpy
#   make test   build and run every test suite (ends with "N passed, N failed")
#   make demo   the main job: train a CNN on real MNIST digits, then full inference
#   make bench  side-by-side benchmarks against PyTorch
#   make bench-lang  the interpreter against CPython 3.11 on benchmarks/lang/*.py
#   make test-sanitize  every suite under ASan + UBSan + LeakSanitizer (build-asan; slow, not in CI)
#   make install PREFIX=DIR  bin/tensorpy, lib/libtensorpy.{so,a}, include/tensorpy, pkg-config
#                file and CMake package under DIR (default /usr/local); docs/c-api.md
#   make bench-embed  the C API against Lua 5.4 and CPython embedding (benchmarks/embed)
#   make test-tsan  the thread tests and unit_threads under ThreadSanitizer (build-tsan; a full
#               extra build, not in CI)
BUILD ?= build
PREFIX ?= /usr/local
JOBS ?= $(shell nproc)
# ccache keys on paths relative to the checkout, so a fresh clone elsewhere (CI) reuses the
# cache of an earlier build of the same sources.
export CCACHE_BASEDIR := $(CURDIR)

.PHONY: all setup build test test-stress test-sanitize test-tsan demo data bench bench-lang bench-embed install clean

all: build

setup:
	@scripts/setup

build: setup
	@cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release > /dev/null
	@cmake --build $(BUILD) -j $(JOBS)
	@ln -sf $(BUILD)/tensorpy tensorpy

test: build data
	@scripts/run-tests $(BUILD)

test-stress: setup
	@cmake -S . -B build-stress -G Ninja -DCMAKE_BUILD_TYPE=Release -DTP_GC_STRESS=ON > /dev/null
	@cmake --build build-stress -j $(JOBS)
	@TP_GC_STRESS=1 TENSORPY=build-stress/tensorpy tests/lang/run  # TP_GC_STRESS: skip .nostress tests, as tests/lang-stress

data: setup
	@scripts/get-mnist

demo: build data
	@./tensorpy examples/train_mnist_cnn.py
	@./tensorpy examples/mnist_inference.py

bench: build data
	@benchmarks/run

bench-embed: build
	@benchmarks/embed/run $(BUILD)

# CPython runs the runner; it finds the real python3 binary itself (benchmarks/lang/run.py).
bench-lang: build
	@python3 benchmarks/lang/run.py --tensorpy $(BUILD)/tensorpy

install: build
	@cmake --install $(BUILD) --prefix $(PREFIX)

clean:
	rm -rf $(BUILD) build-stress build-asan tensorpy

# ASan + UBSan (+ LSan at exit) build; too slow for `make test`.
test-sanitize: setup data
	@cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTP_SANITIZE=ON > /dev/null
	@cmake --build build-asan -j $(JOBS)
	@UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 scripts/run-tests build-asan
# ThreadSanitizer build; runs the tests that start threads (tests/lang/threads, the
# threading/queue tests, unit_threads).
test-tsan: setup
	@cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTP_TSAN=ON > /dev/null
	@cmake --build build-tsan -j $(JOBS) --target tensorpy unit_threads
	@cd build-tsan && TSAN_OPTIONS=halt_on_error=1 ./unit_threads --gtest_brief=1
	@TSAN_OPTIONS=halt_on_error=1 TENSORPY=build-tsan/tensorpy tests/lang/run threads/
	@TSAN_OPTIONS=halt_on_error=1 TENSORPY=build-tsan/tensorpy tests/lang/run stdlib_threading
