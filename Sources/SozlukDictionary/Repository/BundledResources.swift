import Glibc
import SozlukBase

/// Finds the data that ships with sozluk (the dictionaries, the morphology lists): beside
/// an installed binary (`PREFIX/share/sozluk/NAME`), or in the source tree's Resources
/// folder for `swift run` and binaries built in the checkout.
public enum BundledResources {
    public static func dictionaries() -> String? { folder(named: "dictionaries") }
    public static func morphology() -> String? { folder(named: "morphology") }

    static func folder(named name: String) -> String? {
        candidates(named: name).first { FileSystem.isDirectory($0) }
    }

    static func candidates(named name: String) -> [String] {
        var result: [String] = []
        if let executable = executablePath() {
            var folder = FileSystem.parentDirectory(of: executable)
            result.append(FileSystem.parentDirectory(of: folder) + "/share/sozluk/" + name)
            for _ in 0..<6 {
                result.append(folder + "/Resources/" + name)
                folder = FileSystem.parentDirectory(of: folder)
            }
        }
        // This file is Sources/SozlukDictionary/Repository/BundledResources.swift in the checkout.
        var root = "\(#filePath)"
        for _ in 0..<4 { root = FileSystem.parentDirectory(of: root) }
        result.append(root + "/Resources/" + name)
        return result
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
