/// Where the bytes of a write to a path someone named go, decided before anything is
/// written: the one rule for every file fluid writes (`save`, `plot …, to:`, `play …, to:`,
/// `fluid export -o`, `fluid check --update`, the build plugin), used by ``AtomicFile``.
///
/// - Nothing there, or a regular file: replaced whole (a temporary beside it, renamed over
///   it), its permission bits kept.
/// - A symbolic link (or a chain of them) to a regular file: the file the link leads to is
///   replaced the same way, beside itself, and the link is kept.
/// - A FIFO or a character device (a terminal, `/dev/null`, `/dev/full`), and anything
///   reached through a link into `/proc/…/fd/` or `/dev/fd/` (`/dev/stdout` is one): written
///   through, in place, appending; nothing is renamed, so a device is never replaced by a
///   file, and a failed write (a full device, a reader gone) is an error.
/// - A folder, a socket, a block device, a link to nothing, a loop of links, or a path that
///   ends in `/`: refused, with the reason.
enum WriteDestination: Equatable {
    /// The regular file at `path` (new, or where the named links lead) is replaced whole.
    /// `permissions`: the bits of the file replaced (kept), nil for a new file.
    case replace(path: String, permissions: UInt32?)
    /// The FIFO, device or descriptor named `path` is written through, in place.
    case through(path: String)
    /// Nothing fluid may write; the reason, worded to follow "could not write PATH: ".
    case refused(String)

    /// The most links followed before a chain counts as a loop (the system's own limit is 40).
    static let linkLimit = 40

    /// Where a write to `path` goes (see the type's rules). Reads the file system and
    /// writes nothing; the writer checks again what it actually opens.
    static func of(_ path: String) -> WriteDestination {
        if path.isEmpty { return .refused("no file was named") }
        if path.hasSuffix("/") { return .refused("a path that ends in / names a folder; name a file") }
        guard let named = FileSystem.kind(of: path, followingLinks: false) else {
            // Nothing there (or a folder on the way is missing: the writer creates it, or
            // says why not).
            return .replace(path: path, permissions: nil)
        }
        // macOS's /dev/fd/1 is a device standing for the descriptor, not a link.
        guard named.kind == .link else {
            return kind(named.kind, permissions: named.permissions, path: path, throughDescriptor: isDescriptorLink(path))
        }
        // Follow the chain by hand to learn whether it passes through a descriptor's name
        // (`/dev/stdout` → `/proc/self/fd/1` on Linux, → `/dev/fd/1` on macOS) and where it ends.
        var current = path, throughDescriptor = isDescriptorLink(path), hops = 0
        while let text = FileSystem.linkText(current) {
            hops += 1
            if hops > linkLimit { return .refused("it is a loop of links") }
            current = text.hasPrefix("/") ? text : PathText.appending(text, to: PathText.parent(current))
            if isDescriptorLink(current) { throughDescriptor = true }
        }
        guard let followed = FileSystem.kind(of: path, followingLinks: true) else {
            if throughDescriptor { return .refused("it leads to \(current), which is not a file fluid can open") }
            return .refused("it is a link to \(current), which does not exist; write to that file by its own name, or remove the link")
        }
        if followed.kind == .regular && !throughDescriptor {
            guard let real = SystemPaths.resolved(path) else { return .refused("cannot tell where its link leads") }
            return .replace(path: real, permissions: followed.permissions)
        }
        return kind(followed.kind, permissions: followed.permissions, path: path, throughDescriptor: throughDescriptor)
    }

    /// The destination for a `path` that is (or leads to) a `kind` of file.
    private static func kind(_ kind: FileKind, permissions: UInt32, path: String, throughDescriptor: Bool) -> WriteDestination {
        switch kind {
        case .regular: return throughDescriptor ? .through(path: path) : .replace(path: path, permissions: permissions)
        case .fifo, .characterDevice: return .through(path: path)
        case .folder: return .refused("it is a folder; name a file inside it")
        case .socket: return .refused("it is a socket; fluid writes files, FIFOs and terminals")
        case .blockDevice: return .refused("it is a block device (a disk); fluid writes files, FIFOs and terminals")
        case .link, .other: return .refused("it is a special file; fluid writes files, FIFOs and terminals")
        }
    }

    /// Whether `path` is one of the names that stand for an open descriptor
    /// (`/proc/self/fd/1`, `/proc/1234/fd/1`, `/dev/fd/1`): what is behind one is written in
    /// place, never replaced.
    static func isDescriptorLink(_ path: String) -> Bool {
        path.hasPrefix("/dev/fd/") || (path.hasPrefix("/proc/") && path.split(separator: "/").dropLast().last == "fd")
    }
}
