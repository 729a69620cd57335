import Glibc

/// Writes text to standard error as it is, unbuffered (progress lines rewrite themselves).
package func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Writes a line to standard error.
public func printError(_ message: String) {
    writeToStandardError(message + "\n")
}
