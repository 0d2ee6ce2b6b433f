// DLPack import and export of the C API (tpTensorFromDLPack, tpTensorToDLPack): no copies,
// ownership handed over as dlpack.h specifies (Note [DLPack ownership], src/api/dlpack.cpp).
#include <dlpack/dlpack.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tensorpy/api.h"

namespace {

struct Ctx {
  TPContext* c = tpContextCreate();
  ~Ctx() { tpContextDestroy(c); }
};

std::string eval_repr(TPContext* c, const char* expr) {
  TPObject* o = tpContextEval(c, expr);
  char* s = tpObjectRepr(o);
  std::string r = s ? s : "<NULL>";
  tpStringFree(s);
  tpObjectRelease(o);
  return r;
}

// A producer's managed tensor over a vector it owns; counts deleter calls.
struct Producer {
  std::vector<int32_t> data{1, 2, 3, 4, 5, 6};
  int64_t shape[2] = {3, 2};
  int64_t strides[2] = {1, 3};  // a transposed 2x3 buffer
  int deleted = 0;
  DLManagedTensor managed{};
  Producer() {
    managed.dl_tensor.data = data.data();
    managed.dl_tensor.device = {kDLCPU, 0};
    managed.dl_tensor.ndim = 2;
    managed.dl_tensor.dtype = {kDLInt, 32, 1};
    managed.dl_tensor.shape = shape;
    managed.dl_tensor.strides = strides;
    managed.manager_ctx = this;
    managed.deleter = [](DLManagedTensor* self) { ++static_cast<Producer*>(self->manager_ctx)->deleted; };
  }
};

TEST(DLPack, ImportWithoutCopy) {
  Producer p;
  {
    Ctx x;
    TPObject* t = tpTensorFromDLPack(x.c, &p.managed);
    ASSERT_NE(t, nullptr);
    ASSERT_TRUE(tpContextSetGlobalObject(x.c, "t", t));
    tpObjectRelease(t);
    EXPECT_EQ(eval_repr(x.c, "t.tolist()"), "[[1, 4], [2, 5], [3, 6]]");
    EXPECT_EQ(eval_repr(x.c, "str(t.dtype)"), "'ml.int32'");
    ASSERT_EQ(tpContextInterpret(x.c, "t[0, 1] = 40", nullptr), TP_OK);
    EXPECT_EQ(p.data[3], 40);  // written through to the producer's memory
    EXPECT_EQ(p.deleted, 0);
  }
  EXPECT_EQ(p.deleted, 1);  // the context's teardown released it, once
}

TEST(DLPack, FailedImportReleasesAtOnce) {
  Ctx x;
  Producer gpu;
  gpu.managed.dl_tensor.device = {kDLCUDA, 0};
  EXPECT_EQ(tpTensorFromDLPack(x.c, &gpu.managed), nullptr);
  EXPECT_EQ(gpu.deleted, 1);
  Producer complex;  // no complex dtype
  complex.managed.dl_tensor.dtype = {kDLComplex, 64, 1};
  EXPECT_EQ(tpTensorFromDLPack(x.c, &complex.managed), nullptr);
  EXPECT_EQ(complex.deleted, 1);
  TPValue v;
  tpValueInit(&v);
  ASSERT_TRUE(tpContextGetLastError(x.c, &v));
  EXPECT_STREQ(v.exceptionType, "TypeError");
  tpValueFree(&v);
  Producer none;
  EXPECT_EQ(tpTensorFromDLPack(nullptr, &none.managed), nullptr);
  EXPECT_EQ(none.deleted, 1);
  EXPECT_EQ(tpTensorFromDLPack(x.c, nullptr), nullptr);
}

TEST(DLPack, ExportOutlivesHandleAndContext) {
  DLManagedTensor* m = nullptr;
  {
    Ctx x;
    TPObject* t = tpContextEval(x.c, "ml.arange(12, dtype=ml.float64).reshape(3, 4)[:, 1:3]");
    ASSERT_NE(t, nullptr);
    m = tpTensorToDLPack(t);
    ASSERT_NE(m, nullptr);
    TPTensorView view;
    ASSERT_TRUE(tpTensorGetView(t, &view));
    EXPECT_EQ(m->dl_tensor.data, view.data);  // no copy
    tpObjectRelease(t);
    ASSERT_EQ(tpContextInterpret(x.c, "import gc\ngc.collect()", nullptr), TP_OK);
    TPObject* n = tpObjectFromInt(x.c, 1);
    EXPECT_EQ(tpTensorToDLPack(n), nullptr);
    tpObjectRelease(n);
  }
  // The context is gone; the exported memory is still valid.
  const DLTensor& d = m->dl_tensor;
  EXPECT_EQ(d.device.device_type, kDLCPU);
  EXPECT_EQ(d.dtype.code, kDLFloat);
  EXPECT_EQ(d.dtype.bits, 64);
  ASSERT_EQ(d.ndim, 2);
  EXPECT_EQ(d.shape[0], 3);
  EXPECT_EQ(d.shape[1], 2);
  EXPECT_EQ(d.strides[0], 4);
  EXPECT_EQ(d.strides[1], 1);
  const double* p = static_cast<const double*>(d.data);
  EXPECT_EQ(p[0], 1.0);
  EXPECT_EQ(p[1], 2.0);
  EXPECT_EQ(p[2 * 4 + 1], 10.0);
  m->deleter(m);
}

TEST(DLPack, RoundTripBetweenContexts) {
  Ctx a, b;
  TPObject* t = tpContextEval(a.c, "ml.tensor([True, False, True])");
  DLManagedTensor* m = tpTensorToDLPack(t);
  TPObject* u = tpTensorFromDLPack(b.c, m);  // another context imports it: same memory
  ASSERT_NE(u, nullptr);
  ASSERT_TRUE(tpContextSetGlobalObject(b.c, "u", u));
  EXPECT_EQ(eval_repr(b.c, "(str(u.dtype), u.tolist())"), "('ml.bool', [True, False, True])");
  tpObjectRelease(t);
  tpObjectRelease(u);
}

}  // namespace
