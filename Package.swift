// swift-tools-version:6.0
import PackageDescription

// The targets are the layers; an arrow is a dependency, and none points upwards:
//
//   sozluk (executable) ──► SozlukCommandLine ──► SozlukImport ──────────┐
//          │                       │                                     ▼
//          │                       └──────► SozlukWordbook ──► SozlukDictionary ──► SozlukBase
//          └──────────────► SozlukBrowser ──────┘   (favorites,     (format, index,    (files, JSON,
//                                └──► TerminalUI    history, review) search, morphology) text, threads)
//                                        └──► CNcursesw
//
// A target that uses a lower one beyond the next also names it (the wordbook imports the base
// too); SozlukImport and sozluk-bench never see the wordbook. SafeText (text made safe for a
// terminal) sits under them all. None of the three core targets knows a terminal;
// SozlukBrowser is the only layer that sees TerminalUI, and only TerminalUI sees ncurses.
// docs/architecture.md draws the same picture.
let package = Package(
    name: "sozluk",
    products: [
        .executable(name: "sozluk", targets: ["sozluk"]),
    ],
    targets: [
        // System libraries
        // The system ncursesw library; only TerminalUI imports it.
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // zlib, for reading compressed dictd databases (.dict.dz).
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // glibc's memmem, which the Swift Glibc module does not declare: the substring search.
        .target(name: "CStringSearch"),
        // JSON strings and UTF-8 checked sixteen bytes at a time: the dictionary scanner.
        .target(name: "CTextScan"),
        // Survives a mapped index file truncated underneath: SIGBUS in a guarded map becomes zeros.
        .target(name: "CMapGuard"),
        // The main dispatch queue run by the terminal's event loop rather than dispatchMain().
        .target(name: "CMainQueue"),

        // Layers
        // Text from data made safe for a terminal: for the screen and for the command line's streams.
        .target(name: "SafeText"),
        // The plumbing both worlds use: concurrency, text folding and collation, files, JSON.
        .target(
            name: "SozlukBase",
            dependencies: ["SafeText", "CMapGuard"],
            // Optimized in debug builds too: indexing folds and reads every byte of a
            // dictionary, which unoptimized takes forty times as long, and every end-to-end
            // test and fresh CI run indexes the bundled dictionaries. Its small functions
            // (folding a character, a lock, a read from mapped memory) are called in search's
            // loops from another module: in release builds their bodies go with the module, so
            // they are inlined there as they were when the core was one target.
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug)),
                            .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
        ),
        // The dictionary's knowledge: its entities, morphology, the file format, articles, the
        // index, search and the repository.
        .target(
            name: "SozlukDictionary",
            dependencies: ["SozlukBase", "SafeText", "CStringSearch", "CTextScan"],
            // Optimized in debug builds too, for the same reason as SozlukBase.
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        // The user's wordbook: favorites, history, review, settings, the interface's texts,
        // and word lists exported and imported.
        .target(
            name: "SozlukWordbook",
            dependencies: ["SozlukDictionary", "SozlukBase", "SafeText"]
        ),
        // Converters from dictd, StarDict and TSV/CSV into the sozluk format.
        .target(
            name: "SozlukImport",
            dependencies: ["SozlukDictionary", "SozlukBase", "CZlib"]
        ),
        // Terminal layer: keys, text width, the cell grid and the two backends (ncurses, in-memory).
        .target(
            name: "TerminalUI",
            dependencies: ["CNcursesw", "CMainQueue", "SafeText"]
        ),
        // The full-screen browser: navigation, the VIPER modules, the app.
        .target(
            name: "SozlukBrowser",
            dependencies: ["SozlukWordbook", "SozlukDictionary", "SozlukBase", "TerminalUI"]
        ),
        // `sozluk lookup`, `search`, `list`, `check`, `favorites`, `import`.
        .target(
            name: "SozlukCommandLine",
            dependencies: ["SozlukWordbook", "SozlukDictionary", "SozlukBase", "SozlukImport", "SafeText"]
        ),

        // Executables
        // Composes the two front ends: the command line, or the browser when it asks for it.
        .executableTarget(
            name: "sozluk",
            dependencies: ["SozlukCommandLine", "SozlukBrowser"],
            // Release builds are one static executable (the Swift runtime, Dispatch, glibc,
            // ncursesw and zlib linked in): no dynamic loader, no shared library to find, map
            // and relocate, so `sozluk lookup` starts in a third of the time
            // (docs/performance.md). The static ncursesw needs its terminfo half, tinfo, after
            // it. glibc's user database and character-set converters still load their modules
            // at run time, as the linker warns: only a missing HOME and an 8-bit locale use them.
            // Debug builds stay dynamic: the sanitizers cannot start a static binary.
            linkerSettings: [.unsafeFlags(["-static-executable", "-Xlinker", "--start-group", "-lncursesw", "-ltinfo", "-Xlinker", "--end-group"],
                                          .when(configuration: .release))]
        ),
        // Benchmark: prints figures for docs/performance.md (swift run -c release sozluk-bench).
        .executableTarget(
            name: "sozluk-bench",
            dependencies: ["SozlukDictionary", "SozlukBase", "SafeText"]
        ),

        // Tests: one target per layer, folders mirroring the sources.
        .target(
            name: "TestSupport",
            dependencies: ["SozlukWordbook", "SozlukDictionary", "SozlukBase", "SozlukBrowser", "TerminalUI"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "SafeTextTests",
            dependencies: ["SafeText"]
        ),
        .testTarget(
            name: "SozlukCommandLineTests",
            dependencies: ["SozlukCommandLine", "SozlukWordbook", "SozlukDictionary", "SozlukBase", "TestSupport"]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "SafeText"]
        ),
        .testTarget(
            name: "SozlukBaseTests",
            dependencies: ["SozlukBase", "CStringSearch", "TestSupport"]
        ),
        .testTarget(
            name: "SozlukDictionaryTests",
            // TerminalUI only to show that hostile data is harmless once painted; CTextScan to
            // hold its UTF-8 check to the standard library's.
            dependencies: ["SozlukDictionary", "SozlukBase", "SafeText", "TerminalUI", "CTextScan", "TestSupport"]
        ),
        .testTarget(
            name: "SozlukWordbookTests",
            dependencies: ["SozlukWordbook", "SozlukDictionary", "SozlukBase", "TestSupport"]
        ),
        // The rules of docs/architecture.md read from the source tree and Package.swift.
        .testTarget(
            name: "ArchitectureTests",
            dependencies: ["TestSupport"]
        ),
        .testTarget(
            name: "SozlukImportTests",
            dependencies: ["SozlukImport", "SozlukDictionary", "SozlukBase", "TestSupport"]
        ),
        .testTarget(
            name: "SozlukBrowserTests",
            dependencies: ["SozlukBrowser", "SozlukWordbook", "SozlukDictionary", "SozlukBase", "TerminalUI", "TestSupport"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["SozlukWordbook", "SozlukDictionary", "SozlukBase", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
