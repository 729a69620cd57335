import Glibc
import SafeText

/// Writes text to standard error as it is, unbuffered (progress lines rewrite themselves),
/// in the locale's character set (`OutputEncoding`).
package func writeToStandardError(_ text: String) {
    let bytes = OutputEncoding.bytes(of: text)
    bytes.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Writes a message as one line to standard error. Messages quote file names, arguments and
/// values from data, so every control character in it is shown as an escape (`\e`, `\n`):
/// nothing reaches the terminal raw. A message of several lines is several calls.
public func printError(_ message: String) {
    writeToStandardError(TerminalSafeText.visible(message) + "\n")
}
