import Glibc
import SozlukBase

/// Wall-clock timing and memory figures for the benchmark.
enum Measure {
    /// Runs `body` once and returns its result and how long it took, in milliseconds.
    static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = MonotonicClock.seconds()
        let result = try body()
        return (result, (MonotonicClock.seconds() - start) * 1000)
    }

    /// Peak resident memory of this process so far, in MB (VmHWM).
    static func peakResidentMB() -> Double {
        statusField("VmHWM:")
    }

    /// Resident memory of this process now, in MB (VmRSS).
    static func residentMB() -> Double {
        statusField("VmRSS:")
    }

    private static func statusField(_ name: String) -> Double {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(cString: line)
            if text.hasPrefix(name) {
                let kilobytes = Double(text.split(separator: " ").dropFirst().first ?? "0") ?? 0
                return kilobytes / 1024
            }
        }
        return 0
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    static func format(_ value: Double, digits: Int = 2) -> String {
        if digits == 0 { return String(Int(value.rounded())) }
        var text = String(Int((value * pow(10, Double(digits))).rounded()))
        while text.count <= digits { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        return text
    }
}
