import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file the tools were given, refusing before reading what would hang or exhaust
/// memory: anything but a regular file (a folder, a device such as `/dev/zero`, a named pipe, a
/// socket), and files larger than a limit.
public enum FileContents {
    /// The bytes of the regular file at `path` (symbolic links are followed); `kind` names what
    /// the file should be in messages ("layout file", "property list").
    ///
    /// - Throws: `InterchangeError` naming the file when it does not exist, is not a regular
    ///   file (saying what it is), is larger than `limit` bytes, or cannot be read (with the
    ///   system's reason).
    public static func read(path: String, limit: Int, kind: String = "layout file") throws(InterchangeError) -> Data {
        func failure(_ message: String) -> InterchangeError {
            InterchangeError(file: path, location: "", message: message)
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw failure(errno == ENOENT ? "no such file" : "cannot be read (\(String(cString: strerror(errno))))")
        }
        try checkKind(status.st_mode, kind, failure)
        // Non-blocking, so that a file replaced by a named pipe after the check cannot hang the open.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw failure("cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else {
            throw failure("cannot be read (\(String(cString: strerror(errno))))")
        }
        try checkKind(status.st_mode, kind, failure)
        let size = Int(status.st_size)
        guard size <= limit else {
            throw failure("is \(ByteCountText.text(size)); \(kind)s larger than \(ByteCountText.text(limit)) are not read")
        }
        // Read at most one byte past the limit, so a file that grows while it is read is caught too.
        var data = Data()
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while data.count <= limit {
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress, min(chunkSize, limit + 1 - data.count))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot be read (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        guard data.count <= limit else {
            throw failure("is larger than \(ByteCountText.text(limit)); \(kind)s that large are not read")
        }
        return data
    }

    /// Throws unless `mode` is a regular file's, saying what the file is.
    private static func checkKind(_ mode: mode_t, _ expected: String, _ failure: (String) -> InterchangeError) throws(InterchangeError) {
        let kind: String? = switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a directory, not a \(expected)"
        case S_IFCHR, S_IFBLK: "is a device, not a \(expected)"
        case S_IFIFO: "is a named pipe, not a \(expected)"
        case S_IFSOCK: "is a socket, not a \(expected)"
        default: "is not a regular file"
        }
        if let kind { throw failure(kind) }
    }
}

/// The system call `read`, named apart from `FileContents.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
