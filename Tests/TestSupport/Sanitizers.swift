import Glibc

/// Which sanitizer this test binary (and the `sozluk` built with it) runs under, found by
/// its runtime's symbols.
public enum Sanitizers {
    public static let thread = isLinked("__tsan_init")
    public static let address = isLinked("__asan_init")

    /// How many times slower code runs here than in a plain debug build, roughly.
    public static var slowdown: Double { thread ? 20 : address ? 4 : 1 }

    private static func isLinked(_ symbol: String) -> Bool {
        dlsym(nil, symbol) != nil
    }
}
