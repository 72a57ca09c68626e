"""The guarded reader refuses what is not a small regular file before reading a byte of it, and never reads more
than its limit: FIFOs (without waiting), devices and links to them, folders, files over the limit (a sparse one
at once), a missing file; it reads a regular file (or a link to one) whole."""
import errno
import os
import threading

import pytest

from dragonarium.guarded_read import FileRefused, Refusal, read_file, read_text

posix = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and device files are POSIX's")


def read_within(path, limit, seconds=20):
    """``read_file(path, limit)``'s result or its ``FileRefused``; a read still waiting after ``seconds`` fails."""
    outcome = []

    def attempt():
        try:
            outcome.append(read_file(path, limit))
        except FileRefused as refused:
            outcome.append(refused)

    reader = threading.Thread(target=attempt, daemon=True)
    reader.start()
    reader.join(seconds)
    if reader.is_alive():
        with open(path, "wb"):  # a writer lets a FIFO's reader go before the test fails
            pass
        pytest.fail(f"the read of {path} waited")
    return outcome[0]


def test_a_regular_file_is_read_whole(tmp_path):
    path = tmp_path / "file.yaml"
    path.write_bytes(b"x" * 100)
    assert read_file(path, 100) == b"x" * 100


def test_a_link_to_a_regular_file_is_read(tmp_path):
    (tmp_path / "file.yaml").write_bytes(b"tiles: []\n")
    (tmp_path / "link.yaml").symlink_to(tmp_path / "file.yaml")
    assert read_file(tmp_path / "link.yaml", 100) == b"tiles: []\n"


def test_a_file_one_byte_over_the_limit_is_refused(tmp_path):
    path = tmp_path / "file.yaml"
    path.write_bytes(b"x" * 101)
    refused = read_within(path, 100)
    assert isinstance(refused, FileRefused) and refused.refusal is Refusal.TOO_LARGE and refused.limit == 100


@posix
def test_a_sparse_file_of_two_gigabytes_is_refused_at_once(tmp_path):
    path = tmp_path / "entry.marshal"
    with open(path, "wb") as stream:
        stream.truncate(2 << 30)
    refused = read_within(path, 1 << 20, seconds=2)
    assert isinstance(refused, FileRefused) and refused.refusal is Refusal.TOO_LARGE


@posix
def test_a_fifo_is_refused_without_waiting(tmp_path):
    path = tmp_path / "entry.marshal"
    os.mkfifo(path)
    refused = read_within(path, 1 << 20)
    assert isinstance(refused, FileRefused) and refused.refusal is Refusal.NOT_REGULAR


@posix
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_link_to_a_device_is_refused_before_anything_is_read(tmp_path, device):
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    path = tmp_path / "entry.marshal"
    path.symlink_to(device)
    refused = read_within(path, 1 << 20)
    assert isinstance(refused, FileRefused) and refused.refusal is Refusal.NOT_REGULAR


def test_a_folder_is_refused(tmp_path):
    refused = read_within(tmp_path, 1 << 20)
    assert isinstance(refused, FileRefused) and refused.refusal is Refusal.FOLDER and refused.errno == errno.EISDIR


def test_a_missing_file_is_refused_with_the_systems_error(tmp_path):
    refused = read_within(tmp_path / "missing.yaml", 1 << 20)
    assert isinstance(refused, FileRefused) and refused.refusal is Refusal.CANNOT_OPEN
    assert refused.errno == errno.ENOENT and isinstance(refused, OSError)


def test_text_that_is_not_utf8_is_refused(tmp_path):
    path = tmp_path / "file.yaml"
    path.write_bytes(b"name: \xff\xfe\n")
    with pytest.raises(FileRefused) as refused:
        read_text(path, 100)
    assert refused.value.refusal is Refusal.NOT_TEXT
    path.write_bytes("name: Zoë\n".encode())
    assert read_text(path, 100) == ("name: Zoë\n".encode(), "name: Zoë\n")
