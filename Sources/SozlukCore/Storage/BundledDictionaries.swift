import Glibc

/// Finds the dictionaries that ship with sozluk: beside an installed binary
/// (`PREFIX/share/sozluk/dictionaries`), or in the source tree's Resources folder for
/// `swift run` and binaries built in the checkout.
public enum BundledDictionaries {
    public static func folder() -> String? {
        candidates().first { FileSystem.isDirectory($0) }
    }

    static func candidates() -> [String] {
        var result: [String] = []
        if let executable = executablePath() {
            var folder = FileSystem.parentDirectory(of: executable)
            result.append(FileSystem.parentDirectory(of: folder) + "/share/sozluk/dictionaries")
            for _ in 0..<6 {
                result.append(folder + "/Resources/dictionaries")
                folder = FileSystem.parentDirectory(of: folder)
            }
        }
        // This file is Sources/SozlukCore/Storage/BundledDictionaries.swift in the checkout.
        var root = "\(#filePath)"
        for _ in 0..<4 { root = FileSystem.parentDirectory(of: root) }
        result.append(root + "/Resources/dictionaries")
        return result
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
