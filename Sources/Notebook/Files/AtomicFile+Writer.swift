extension AtomicFile {
    /// A file written piece by piece (an animation's frames as they are encoded) by the same
    /// rules as ``AtomicFile/write(bytes:to:keepPrevious:access:)``: `init` checks the
    /// destination and creates the temporary file beside it (so what may not be written is
    /// refused before anything is encoded), `write` appends, `finish` flushes and renames it
    /// over the destination. A writer dropped or `discard`ed before `finish` removes its
    /// temporary and leaves the destination as it was: no partial file.
    public final class Writer {
        /// The path as it was named (messages name it).
        public let path: String
        private let temporary: String
        private let keepPrevious: Bool
        private let descriptor: Int32
        private var open = true

        public init(path: String, keepPrevious: Bool = false, access: FileAccessPolicy = .unrestricted) throws(WriteError) {
            self.path = path
            self.keepPrevious = keepPrevious
            if let problem = access.problem(writing: path) { throw WriteError(path: path, reason: problem) }
            let directory = PathText.parent(path)
            if !directory.isEmpty, case .failure(let error) = FileSystem.createFolders(directory) {
                throw WriteError(path: path, reason: "cannot create the folder \(directory) (\(error.description))")
            }
            AtomicFile.removeAbandonedTemporaries(of: path)
            temporary = "\(path).tmp-\(FileCalls.processID)"
            descriptor = try AtomicFile.createTemporary(temporary, for: path, access: access)
        }

        /// Appends `bytes`; a failure discards what was written and is thrown.
        public func write(_ bytes: [UInt8]) throws(WriteError) {
            guard open else { throw WriteError(path: path, reason: "it was already closed") }
            if case .failure(let error) = FileCalls.writeAll(descriptor, bytes) {
                discard()
                throw WriteError(path: path, reason: error.description)
            }
        }

        /// Makes the file whole: flushed and renamed over the destination (the previous
        /// version kept as `NAME~` when asked).
        public func finish() throws(WriteError) {
            guard open else { throw WriteError(path: path, reason: "it was already closed") }
            open = false
            if case .failure(let error) = FileCalls.sync(descriptor) {
                FileCalls.close(descriptor)
                FileCalls.remove(temporary)
                throw WriteError(path: path, reason: error.description)
            }
            FileCalls.close(descriptor)
            if keepPrevious && FileSystem.exists(path) {
                let backup = path + "~", backupTemporary = "\(path)~.tmp-\(FileCalls.processID)"
                FileCalls.remove(backupTemporary)
                if FileCalls.link(path, backupTemporary), case .failure = FileCalls.rename(backupTemporary, backup) {
                    FileCalls.remove(backupTemporary)
                }
            }
            if case .failure(let error) = FileCalls.rename(temporary, path) {
                FileCalls.remove(temporary)
                throw WriteError(path: path, reason: error.description)
            }
            FileCalls.syncFolder(PathText.parent(path))
        }

        /// Stops without finishing: the temporary is removed, the destination left as it was.
        /// Does nothing once finished.
        public func discard() {
            guard open else { return }
            open = false
            FileCalls.close(descriptor)
            FileCalls.remove(temporary)
        }

        deinit { discard() }
    }
}
