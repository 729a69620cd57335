extension TurkishText {
    /// What each option of the commands does, in Turkish, by its English (`CommandOption.help`):
    /// the options' lines of every command's Turkish help are made from the same table.
    /// `LocalizationTests` fails when an option has none.
    public static let optionHelp: [String: String] = [
        // lookup
        "look in that language pair (en-tr) or dictionary (eng-tur) instead of the active one":
            "etkin sözlük yerine o dil çiftine (en-tr) ya da tek sözlüğe (eng-tur) bak",
        "the entries whose translations are WORD (elma in English → Turkish: apple, pome...), strongest first, instead; the sense that says WORD comes first, marked ▸":
            "onun yerine çevirileri SÖZCÜK olan maddeler (İngilizce → Türkçe'de elma: apple, pome...), en güçlüsü önce; SÖZCÜK'ü söyleyen anlam önce, ▸ ile işaretli",
        #"{"dictionary": ID, "matches": [{"headword", "match", "via", "translatedBy", "answer"}], "entries": [...], "nearest": [...]} with entries in the dictionary format; match is exact, lemma, phrase or translation, via how (or null), translatedBy the dictionary the other way round that gave a translation (or null), answer the definition that says WORD (or null), nearest the headwords nearest a WORD that is not there (else [])"#:
            #"{"dictionary": ID, "matches": [{"headword", "match", "via", "translatedBy", "answer"}], "entries": [...], "nearest": [...]}, maddeler sözlük biçiminde; match: exact, lemma, phrase ya da translation; via: nasıl (ya da null); translatedBy: çeviriyi veren ters yöndeki sözlük (ya da null); answer: SÖZCÜK'ü söyleyen tanım (ya da null); nearest: orada olmayan bir SÖZCÜK'e en yakın madde başları (yoksa [])"#,
        // search
        "search that language pair or dictionary instead of the active one": "etkin sözlük yerine o dil çiftinde ya da sözlükte ara",
        "print at most N results (default: all)": "en çok N sonuç yaz (varsayılan: hepsi)",
        #"{"dictionary", "query", "total", "totalIsComplete", "results": [{"headword", "match", "summary", "via", "translatedBy", "sources"}]}; match: exact, lemma, phrase, translation, prefix, substring or typo; via: how, or null; translatedBy: the dictionary the other way round that gave a translation, or null; totalIsComplete: false when total is not exact (at least so many; for a language pair, about so many); sources: the dictionaries of the pair that have it"#:
            #"{"dictionary", "query", "total", "totalIsComplete", "results": [{"headword", "match", "summary", "via", "translatedBy", "sources"}]}; match: exact, lemma, phrase, translation, prefix, substring ya da typo; via: nasıl, ya da null; translatedBy: çeviriyi veren ters yöndeki sözlük, ya da null; totalIsComplete: total kesin değilse false (en az bu kadar; bir dil çiftinde yaklaşık bu kadar); sources: çiftin onu içeren sözlükleri"#,
        // favorites, history
        #"[{"dictionary", "headword", "added", "sentence", "form" (when starred from a text)}, ...]"#:
            #"[{"dictionary", "headword", "added", "sentence", "form" (bir metinden yıldızlandıysa)}, ...]"#,
        "the dictionary the word is in (add, remove, import)": "sözcüğün bulunduğu sözlük (add, remove, import)",
        "the dictionary the words of a plain list are in (import)": "düz bir listenin sözcüklerinin bulunduğu sözlük (import)",
        "anki (the default) is a tab-separated file Anki imports as it is (File › Import), csv is RFC 4180, json is described in docs/word-lists.md":
            "anki (varsayılan) Anki'nin olduğu gibi içe aldığı sekmeyle ayrılmış bir dosyadır (Dosya › İçe Aktar), csv RFC 4180'dir, json docs/word-lists.md'de anlatılır",
        "write to FILE instead of standard output": "standart çıktı yerine DOSYA'ya yaz",
        "with anki and -o FILE: each word said by espeak-ng as a WAV in a folder beside FILE (words.txt: words.media/), named in the notes' Audio field; copy them into Anki's media folder":
            "anki ve -o DOSYA ile: her sözcük espeak-ng ile söylenip DOSYA'nın yanındaki bir klasöre WAV olarak yazılır (words.txt: words.media/), notların Audio alanında adı geçer; bunları Anki'nin medya klasörüne kopyalayın",
        "the most looked-up first": "en çok bakılan önce",
        "only the words looked up 3 times or more and not starred, the commonest first: the cards Review offers to add":
            "yalnızca 3 ya da daha çok kez bakılıp yıldızlanmamış sözcükler, en yaygını önce: Tekrar'ın kart olarak eklemeyi önerdikleri",
        "at most N words": "en çok N sözcük",
        #"[{"dictionary", "headword", "lookups", "first", "last"}, ...]"#: #"[{"dictionary", "headword", "lookups", "first", "last"}, ...]"#,
        // list
        #"{"pairs": [{"id", "name", "sources": [ID...]}], "dictionaries": [{"id", "name", "sourceLanguage", "targetLanguage", "entries", "path", "loaded": true, "pair", "on"}, {"path", "loaded": false, "error"}]}"#:
            #"{"pairs": [{"id", "name", "sources": [ID...]}], "dictionaries": [{"id", "name", "sourceLanguage", "targetLanguage", "entries", "path", "loaded": true, "pair", "on"}, {"path", "loaded": false, "error"}]}"#,
        // import
        "the file the new dictionary is written to": "yeni sözlüğün yazıldığı dosya",
        "its id: lower-case letters, digits, '.', '_' or '-', starting with a letter or digit":
            "id'si: küçük harfler, rakamlar, '.', '_' ya da '-'; bir harf ya da rakamla başlar",
        "its name, as lists and the browser show it": "adı, listelerin ve tarayıcının gösterdiği gibi",
        "the language of its headwords (en, tr, de...)": "madde başlarının dili (en, tr, de...)",
        "the language of its definitions": "tanımlarının dili",
        "its license, kept in the file and shown in Settings": "lisansı; dosyada tutulur, Ayarlar'da gösterilir",
        "who made it, kept in the file and shown in Settings": "kimin yaptığı; dosyada tutulur, Ayarlar'da gösterilir",
        "what it is, kept in the file and shown in Settings": "ne olduğu; dosyada tutulur, Ayarlar'da gösterilir",
        "made to widen its language pair's words rather than to answer first: searched after the others of its pair, never beside the dictionaries the other way round":
            "önce yanıt vermek için değil, dil çiftinin sözcüklerini genişletmek için yapılmış: çiftinin öbür sözlüklerinden sonra aranır, ters yöndeki sözlüklerin yanında hiç aranmaz",
        "how its articles are written; by default told from the database's name": "maddelerinin nasıl yazıldığı; verilmezse veritabanının adından anlaşılır",
        "skip the first line": "ilk satırı atla",
        "commas between the fields, not tabs (so too when INPUT ends in .csv)": "alanlar arasında sekme değil virgül (GİRDİ .csv ile bitiyorsa da öyle)",
        // say
        "in the language of that dictionary's words": "o sözlüğün sözcüklerinin dilinde",
        "in that language: en, tr, de, fr...": "o dilde: en, tr, de, fr...",
        "write it as WAV to FILE instead (- for standard output); an existing file is replaced, a link's target written":
            "onun yerine WAV olarak DOSYA'ya yaz (standart çıktı için -); var olan dosyanın yerine yazılır, bir bağlantının hedefine yazılır",
        "print how a Turkish word is said, in IPA made by its spelling's rules (the word pages show it where a dictionary gives none)":
            "bir Türkçe sözcüğün söylenişini, yazımının kurallarıyla yapılmış IPA olarak yaz (sözlük vermediğinde sözcük sayfaları da gösterir)",
        // read
        "the text is in this language: en or tr": "metin bu dilde: en ya da tr",
        "the list of words, for scripts": "sözcük listesi, betikler için",
        "read it with that language pair or dictionary instead": "onun yerine o dil çiftiyle ya da sözlükle oku",
        "the words the text has most first": "metinde en çok geçen sözcükler önce",
        "only the words whose headword is not starred yet": "yalnızca madde başı henüz yıldızlanmamış sözcükler",
        #"{"language", "dictionary", "words", "distinct", "explained", "glosses": [{"word", "count", "headword", "match", "via", "sense"}]}"#:
            #"{"language", "dictionary", "words", "distinct", "explained", "glosses": [{"word", "count", "headword", "match", "via", "sense"}]}"#,
    ]

    /// The placeholders of the options' values, in Turkish (FILE: DOSYA); codes (ID, N) and
    /// choices (anki|csv|json) stay as they are.
    public static let placeholders: [String: String] = [
        "FILE": "DOSYA", "DIR": "KLASÖR", "CODE": "KOD", "TEXT": "METİN", "LANG": "DİL", "NAME": "AD", "OUT": "ÇIKTI", "WORD": "SÖZCÜK",
    ]
}
