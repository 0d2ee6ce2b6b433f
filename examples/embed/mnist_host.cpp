// The main job embedded in a C++ host (SPEC section 9 through section 8's API): the host
// reads the 10,000 MNIST digits itself (data/MNIST/raw, IDX format: the 8,000 training rows
// and the 2,000 held out, as examples/mnist_inference.py's mnist_test_full.csv), hands them to a
// TensorPy context as one tensor over its own memory (no copy), runs a trained CNN on them
// there and reads the predictions back in place; it prints the accuracy and the time of
// each phase. With no checkpoint given, it first trains one in the context (the
// SimpleCNN(28, 1, 8, 3, 10) of examples/mnist_inference.py, one epoch of Adam on
// TRAIN_LIMIT rows of data/mnist/mnist_train.csv) and saves it.
//
// Usage: mnist_host DATA_DIR [CHECKPOINT [TRAIN_LIMIT]]
//   DATA_DIR holds MNIST/raw/{train,t10k}-* and mnist/mnist_train.csv (the repository's data/).
// Build: c++ -std=c++17 mnist_host.cpp $(pkg-config --cflags --libs tensorpy)
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include <tensorpy/api.hpp>

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

uint32_t be32(const unsigned char* p) { return uint32_t(p[0]) << 24 | uint32_t(p[1]) << 16 | uint32_t(p[2]) << 8 | p[3]; }

// IDX files (docs/formats.md): images as floats in 0..1, labels as int64.
bool read_idx(const std::string& path, std::vector<unsigned char>* bytes, std::vector<uint32_t>* dims) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  unsigned char head[4];
  if (!f.read(reinterpret_cast<char*>(head), 4) || head[0] != 0 || head[1] != 0 || head[2] != 0x08) return false;
  size_t count = 1;
  for (int i = 0; i < head[3]; ++i) {
    unsigned char d[4];
    if (!f.read(reinterpret_cast<char*>(d), 4)) return false;
    dims->push_back(be32(d));
    count *= dims->back();
  }
  bytes->resize(count);
  return static_cast<bool>(f.read(reinterpret_cast<char*>(bytes->data()), static_cast<std::streamsize>(count)));
}

const char* kScript = R"(
import ml, nn

def train(csv, limit, path):
    images, labels = ml.load_mnist_csv(csv, limit)
    ml.manual_seed(0)
    model = nn.SimpleCNN(28, 1, 8, 3, 10)
    optimizer = nn.Adam(model.parameters(), 1e-3)
    loss_fn = nn.CrossEntropyLoss()
    for xb, yb in ml.batches(images, labels, 64, shuffle=True, seed=1):
        optimizer.zero_grad()
        loss_fn(model(xb), yb).backward()
        optimizer.step()
    nn.save(model, path)
    return images.shape[0]

def load(path):
    global model
    model = nn.SimpleCNN(28, 1, 8, 3, 10)
    model.load(path)
    model.to_inference(ml.cpu)

def predict(x):
    with ml.no_grad():
        return model(x).argmax(1)
)";

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s DATA_DIR [CHECKPOINT [TRAIN_LIMIT]]\n", argv[0]);
    return 64;
  }
  std::string data = argv[1];
  std::string checkpoint = argc > 2 ? argv[2] : "";
  int64_t limit = argc > 3 ? std::stoll(argv[3]) : 8000;
  try {
    auto t_start = std::chrono::steady_clock::now();
    tensorpy::Context ctx;
    ctx.run(kScript, "mnist_host.py");
    double t_context = seconds_since(t_start);

    if (checkpoint.empty() || !std::ifstream(checkpoint)) {
      if (checkpoint.empty()) checkpoint = "/tmp/tensorpy_embed_simple_cnn.safetensors";
      auto t0 = std::chrono::steady_clock::now();
      tensorpy::Object rows = ctx.global("train")({tensorpy::Object(ctx, data + "/mnist/mnist_train.csv"),
                                                   tensorpy::Object(ctx, limit), tensorpy::Object(ctx, checkpoint)});
      std::printf("trained SimpleCNN(28, 1, 8, 3, 10) for 1 epoch on %lld digits in %.2f s\n",
                  static_cast<long long>(rows.to_int()), seconds_since(t0));
    }

    auto t0 = std::chrono::steady_clock::now();
    ctx.global("load")({tensorpy::Object(ctx, checkpoint)});
    double t_load = seconds_since(t0);

    // The host's own data: the 10,000 digits of data/MNIST/raw, 8,000 from train-* (the rows
    // of mnist_train.csv) followed by the 2,000 of t10k-* that training never saw.
    t0 = std::chrono::steady_clock::now();
    std::vector<unsigned char> raw, raw_labels;
    int64_t n = 0, unseen_from = 0;
    for (const char* set : {"train", "t10k"}) {
      std::vector<unsigned char> img, lab;
      std::vector<uint32_t> d, ld;
      std::string base = data + "/MNIST/raw/" + set;
      if (!read_idx(base + "-images-idx3-ubyte", &img, &d) || !read_idx(base + "-labels-idx1-ubyte", &lab, &ld) ||
          d.size() != 3 || d[1] != 28 || d[2] != 28 || ld.size() != 1 || ld[0] != d[0]) {
        std::fprintf(stderr, "cannot read %s-images/labels under %s/MNIST/raw\n", set, data.c_str());
        return 74;
      }
      if (std::string(set) == "t10k") unseen_from = n;
      n += d[0];
      raw.insert(raw.end(), img.begin(), img.end());
      raw_labels.insert(raw_labels.end(), lab.begin(), lab.end());
    }
    std::vector<float> pixels(raw.size());
    for (size_t i = 0; i < raw.size(); ++i) pixels[i] = raw[i] / 255.0f;
    double t_read = seconds_since(t0);

    t0 = std::chrono::steady_clock::now();
    tensorpy::Object x = ctx.tensor(pixels.data(), TP_DTYPE_FLOAT32, {n, 1, 28, 28});
    double t_hand = seconds_since(t0);
    bool no_copy = x.tensor_view().data == pixels.data();

    t0 = std::chrono::steady_clock::now();
    tensorpy::Object predictions = ctx.global("predict")({x});
    double t_forward = seconds_since(t0);

    TPTensorView view = predictions.tensor_view();  // in place: int64 class per digit
    const auto* pred = static_cast<const int64_t*>(view.data);
    int64_t correct = 0, unseen = 0;
    for (int64_t i = 0; i < n; ++i) {
      bool hit = pred[i] == raw_labels[static_cast<size_t>(i)];
      correct += hit;
      if (i >= unseen_from) unseen += hit;
    }
    std::printf("host tensor shares the host's memory: %s\n", no_copy ? "yes" : "no");
    std::printf("accuracy %.2f%% (%lld/%lld)\n", 100.0 * correct / n, static_cast<long long>(correct),
                static_cast<long long>(n));
    std::printf("accuracy on the %lld digits not seen in training %.2f%% (%lld/%lld)\n",
                static_cast<long long>(n - unseen_from), 100.0 * unseen / (n - unseen_from),
                static_cast<long long>(unseen), static_cast<long long>(n - unseen_from));
    std::printf("{\"context\": %.4f, \"load_checkpoint\": %.4f, \"read_digits\": %.4f, \"hand_over\": %.6f, "
                "\"forward\": %.4f, \"overall\": %.4f}\n",
                t_context, t_load, t_read, t_hand, t_forward, seconds_since(t_start));
    return 0;
  } catch (const tensorpy::Error& e) {
    std::fprintf(stderr, "%s", e.traceback().c_str());
    return 70;
  }
}
