"""torchvision.utils: make_grid and save_image (PNG, written by ml.save_png through zlib)."""
import math
import ml


def make_grid(tensor, nrow=8, padding=2, normalize=False, value_range=None, scale_each=False, pad_value=0.0,
              **kwargs):
    """Tile a batch [B, C, H, W] (or a list of [C, H, W]) into one [3 or C, H', W'] image with
    `padding` pixels of pad_value between, nrow images per row, as torchvision.utils.make_grid.
    One-channel images become three channels; normalize=True scales to [0, 1] by value_range
    or the min/max (per image with scale_each)."""
    if isinstance(tensor, (list, tuple)):
        tensor = ml.stack(list(tensor), 0)
    if tensor.dim() == 2:
        tensor = tensor.unsqueeze(0)
    if tensor.dim() == 3:
        if tensor.shape[0] == 1:
            tensor = ml.cat([tensor, tensor, tensor], 0)
        tensor = tensor.unsqueeze(0)
    if tensor.dim() == 4 and tensor.shape[1] == 1:
        tensor = ml.cat([tensor, tensor, tensor], 1)
    if normalize:
        tensor = tensor.clone()

        def norm_range(t, low, high):
            return (t.clamp(low, high) - low) / max(high - low, 1e-5)

        if scale_each:
            tensor = ml.stack([norm_range(t, *(value_range or (t.min().item(), t.max().item()))) for t in tensor], 0)
        else:
            low, high = value_range or (tensor.min().item(), tensor.max().item())
            tensor = norm_range(tensor, low, high)
    if tensor.shape[0] == 1:
        return tensor.squeeze(0)
    nmaps = tensor.shape[0]
    xmaps = min(nrow, nmaps)
    ymaps = int(math.ceil(nmaps / xmaps))
    height, width = tensor.shape[2] + padding, tensor.shape[3] + padding
    channels = tensor.shape[1]
    grid = ml.full((channels, height * ymaps + padding, width * xmaps + padding), pad_value, dtype=tensor.dtype)
    k = 0
    with ml.no_grad():
        for y in range(ymaps):
            for x in range(xmaps):
                if k >= nmaps:
                    break
                grid[:, y * height + padding:(y + 1) * height, x * width + padding:(x + 1) * width] = tensor[k]
                k += 1
    return grid


def save_image(tensor, fp, format=None, **kwargs):
    """Write make_grid(tensor, **kwargs) as an 8-bit PNG to the path fp (values in [0, 1]
    scaled by 255 and rounded, as torchvision.utils.save_image).

    Errors: OSError when fp cannot be written; NotImplementedError for a non-PNG format or a
    file object (TensorPy writes PNG to paths only).
    """
    if format is not None and format.lower() != "png":
        raise NotImplementedError(f"save_image: only PNG is supported, got format={format!r}")
    if not isinstance(fp, str):
        raise NotImplementedError("save_image: fp must be a path (file objects are not supported)")
    with ml.no_grad():
        grid = make_grid(tensor.detach(), **kwargs)
        if grid.dim() == 2:
            grid = grid.unsqueeze(0)
        image = (grid * 255 + 0.5).clamp(0, 255).permute(1, 2, 0).to(ml.uint8)
    ml.save_png(fp, image)
