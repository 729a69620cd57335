/// RFC 8259, rule by rule: values every JSON parser accepts, and values it refuses. The JSON
/// reader's tests read each on its own; the dictionary's read each inside a dictionary file.
public enum JSONCases {
    public static let accepted: [String] = [
        // numbers
        "0", "-0", "1", "-1", "10", "1234567890", "0.5", "-0.5", "10.25", "1e5", "1E5", "1e+5", "1e-5", "1E-05",
        "0e0", "-0.0e-0", "1.5e300", "123456789012345678901234567890123456789",
        // literals and strings
        "true", "false", "null", "\"\"", "\"a\"", "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"", "\"\\u0041\\u00e9\\u20AC\"",
        "\"\\ud83d\\ude00\"", "\"é€😀\"", "\"\\u0000\"",
        // structure
        "[]", "{}", "[1]", "[1,2,3]", "{\"a\":1}", "{\"a\":{\"b\":[true,false,null]}}", "[[[[]]]]",
        " \t\r\n[ 1 , 2 ] \t\r\n", "{\"\":0}", "{\"a\":1,\"a\":2}",
    ]

    public static let refused: [String] = [
        // numbers (issue 12's list first)
        "01", "-01", "2.", "2.e3", "0.e1", "1eE2", "--1", "1+2", "-.5", "0.1.2",
        "+1", ".5", "1e", "1e+", "1e-", "-", "00", "0x10", "1_000", "NaN", "-Infinity", "Infinity", "1.e5", "0.", "- 1",
        // literals
        "tru", "nul", "True", "NULL", "fals", "truex",
        // strings
        "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\u12G4\"", "\"a\tb\"", "\"a\nb\"",
        "'a'", "\"\\\"",
        // half a surrogate pair is no character (RFC 8259 §8.2 leaves it to the reader; like
        // strict readers, sozluk refuses it, so every string it reads is valid Unicode)
        "\"\\ud800\"", "\"\\ude00\"", "\"\\ud800\\u0041\"", "\"\\ud41d\\ude00\"", "\"\\udbff\\udbff\"",
        // structure
        "[1,]", "[,1]", "[1 2]", "[", "]", "{\"a\":1,}", "{\"a\" 1}", "{1:1}", "{\"a\"}", "{a:1}", "{\"a\":1", "[1]]",
        "[1] x", "{} {}", "", " ", "//c\n1", "/*c*/1", "[1,,2]",
    ]
}
