// Grad mode: whether ops record autograd nodes on this thread (torch.is_grad_enabled).
// NoGradGuard is `with ml.no_grad():`; the backward engine runs under one too.
#pragma once

namespace tp::autograd {

bool is_grad_enabled();
void set_grad_enabled(bool on);

class NoGradGuard {
 public:
  NoGradGuard();
  ~NoGradGuard();
  NoGradGuard(const NoGradGuard&) = delete;
  NoGradGuard& operator=(const NoGradGuard&) = delete;

 private:
  bool previous_;
};

}  // namespace tp::autograd
