"""torch.onnx: exporting needs ONNX's protobuf writer, which TensorPy does not have."""


def _unavailable(*args, **kwargs):
    raise NotImplementedError("torch.onnx.export is not available in TensorPy (no ONNX exporter); "
                              "save the weights with torch.save(model.state_dict(), path) instead")


export = _unavailable
dynamo_export = _unavailable


def is_in_onnx_export():
    return False
