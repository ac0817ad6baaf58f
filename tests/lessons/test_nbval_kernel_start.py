"""nbval starts a lesson's kernel again when one dies before it answers (tests/conftest.py)."""

from __future__ import annotations

import nbval.kernel
import pytest

#: how often a kernel is started before its death is the failure (tests/conftest.py)
KERNEL_STARTS = getattr(nbval.kernel.start_new_kernel, "starts", 1)


def fake_kernels(monkeypatch: pytest.MonkeyPatch, dies: int) -> list[int]:
    """Kernels whose first ``dies`` starts die before they answer; the starts, counted."""
    starts: list[int] = []

    class Client:
        def start_channels(self) -> None:
            pass

        def stop_channels(self) -> None:
            pass

        def wait_for_ready(self, timeout: float) -> None:
            if len(starts) <= dies:
                raise RuntimeError("Kernel died before replying to kernel_info")

    class Manager:
        def __init__(self, **_: object) -> None:
            pass

        def start_kernel(self, **_: object) -> None:
            starts.append(1)

        def client(self) -> Client:
            return Client()

        def shutdown_kernel(self) -> None:
            pass

    monkeypatch.setattr(nbval.kernel, "KernelManager", Manager)
    return starts


def test_a_kernel_that_dies_at_its_start_is_started_again(monkeypatch) -> None:
    starts = fake_kernels(monkeypatch, dies=1)
    manager, client = nbval.kernel.start_new_kernel(kernel_name="python3")
    assert len(starts) == 2 and manager is not None and client is not None


def test_a_kernel_that_keeps_dying_is_still_a_failure(monkeypatch) -> None:
    starts = fake_kernels(monkeypatch, dies=KERNEL_STARTS)
    with pytest.raises(RuntimeError, match="Kernel died"):
        nbval.kernel.start_new_kernel(kernel_name="python3")
    assert len(starts) == KERNEL_STARTS
