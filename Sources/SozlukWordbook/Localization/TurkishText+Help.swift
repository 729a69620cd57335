extension TurkishText {
    /// Each command's line of `sozluk --help`, by its name: the synopsis, then, after two
    /// spaces or more, what it does.
    public static let commandSummaries: [String: String] = [
        "lookup": "lookup SÖZCÜK [--dictionary ID] [--reverse] [--json]   bir sözcüğün maddeleri",
        "search": "search SORGU [--dictionary ID] [--limit N] [--json]   sıralı sonuçlar, satır başına bir",
        "favorites": "favorites [add|remove SÖZCÜK|export|import DOSYA] [--json]  yıldızlılar: listele, değiştir, aktar",
        "history": "history [--json] [--limit N] [--by-count|--suggest]|export|import DOSYA  bakılan sözcükler",
        "list": "list [--json]   bulunan sözlükler",
        "check": "check DOSYA...   sözlük dosyalarını denetle",
        "import": "import dictd|stardict|tsv|pivot|reverse GİRDİ -o ÇIKTI.json ...   bir sözlüğü dönüştür",
        "say": "say SÖZCÜK [--language KOD] [--output DOSYA.wav] [--ipa]   bir sözcüğü sesli söyle (espeak-ng)",
        "read": "read DOSYA|- [--gloss [--json] [--by-frequency] [--unknown]]   bir metni sözcük sözcük oku",
        "help": "help KOMUT   bir komut üzerine (ya da KOMUT --help)",
    ]

    /// `sozluk --help` ("sozluk") and each command's `--help`, in Turkish. `LocalizationTests`
    /// fails when a command has none.
    public static let help: [String: String] = [
        "sozluk": """
        Kullanım:
          sozluk [--dictionaries KLASÖR]...   sözlüklere tam ekran göz atın
          sozluk [--dictionaries KLASÖR]... KOMUT [ARGÜMANLAR]

        Komutlar:
        {commands}

        Seçenekler komuttan ve sözcüklerinden önce ya da sonra gelebilir; --ad=DEĞER de
        olur. -- seçenekleri bitirir: `sozluk lookup -- -ly` '-' ile başlayan bir
        sözcüğe bakar.

        Sözlükler $XDG_DATA_HOME/sozluk/dictionaries klasöründen ve birlikte
        gelenlerden okunur; --dictionaries KLASÖR (yinelenebilir) ya da
        SOZLUK_DICTIONARIES=KLASÖR[:KLASÖR] yalnızca o klasörleri kullanır.
        Ayarlar: $XDG_CONFIG_HOME/sozluk/settings.json.
        Favoriler, geçmiş, tekrar ilerlemesi: $XDG_DATA_HOME/sozluk/{favorites,
        history,review}.json.
        Dizinler: $XDG_CACHE_HOME/sozluk (ilk kullanımda kurulur, silinebilir).
        Tuşlar: sozluk içinde F1, basıldığı ekranın tuşlarını ve bütün ötekileri
        listeler.
        Dil: LC_ALL, LC_MESSAGES ya da LANG (tr_TR → Türkçe); sozluk'un Ayarlar
        ekranında l ile değişir.
        """,
        "lookup": """
        Kullanım: sozluk lookup SÖZCÜK [--dictionary ID] [--reverse] [--json]

        Madde başı SÖZCÜK olan maddeleri, aramanın eşleştirdiği gibi (büyük/küçük harf,
        aksanlar ve noktalı/noktasız i fark etmez), etkin sözlükten ya da --dictionary
        (-d) ile verilen sözlükten yazar. Hiçbir madde başı SÖZCÜK değilse ama SÖZCÜK
        birinin çekimli biçimiyse (kitaplarımızdan, mice), biçimin nasıl ayrıldığını
        söyleyen bir satırdan sonra o madde başının maddeleri yazılır; bir deyimde (give
        up, looked after) onu yazan maddenin maddeleri, deyimin satırı ▸ ile işaretli.
        Hiçbiri değilse, aramanın SÖZCÜK için önce göstereceği madde başları standart
        hataya yazılır (en yakınlar: receive, ...).

        {options}
        Çıkış durumu: 0 bulundu, 1 bulunamadı, 2 kullanım ya da veri hatası.
        """,
        "say": """
        Kullanım: sozluk say SÖZCÜK [--dictionary ID] [--language KOD]
                             [--output DOSYA.wav] [--ipa]

        SÖZCÜK'ü espeak-ng ile (Debian'ın espeak-ng paketi) sesli söyler: etkin sözlüğün
        sözcüklerinin dilinde (İngilizce → Türkçe'de İngilizce), --dictionary ile
        verilen sözlüğünkinde ya da verilen dilde.

        {options}
        Çıkış durumu: 0 söylendi ya da yazıldı, 2 kullanım hatası, espeak-ng yok ya da
        başarısız.
        """,
        "read": """
        Kullanım: sozluk read DOSYA|- [--language en|tr]
                  sozluk read --gloss DOSYA|- [--language en|tr] [--dictionary ID]
                              [--json] [--by-frequency] [--unknown]

        Bir metni (DOSYA, ya da - için standart girdi: `wl-paste | sozluk read -`;
        tuşlar o zaman uçbirimden okunur) tam ekranda, satırlara sarılmış, bir sözcükte
        duran imleçle gösterir: sözcük, ya da sözlüklerin bildiği, orada başlayan deyim
        (gave up, yola çıktık), metnin yanında açıklanır, ekleri tek tek yazılır
        (kitaplarımızdan = kitap + -lar (çoğul) + …). Yıldızlı sözcükler işaretlenir,
        hiçbir sözlüğün açıklamadığı sözcükler soluk gösterilir. Tuşlar: oklar, sözcük
        sözcük w b, tümce tümce { }, Enter sözcüğün sayfası, f ya da Ctrl-F onu
        tümcesiyle yıldızlar (kart onu gösterir, Anki dışa aktarımı boşluk doldurmaya
        çevirir), p söyler, Esc Arama'ya döner. Metnin dili, İngilizce ya da Türkçe,
        sözcüklerinden anlaşılır ve o dilden ötekine sözlüklerle okunur.

        --gloss ile onun yerine metnin her ayrı sözcüğünü bir kez, metnin onu ilk
        yazdığı sırayla yazar: sözcük, kaç kez geçtiği, madde başı (bir biçimin kökü:
        kitaplarımızdan, kitap), nasıl bulunduğu (kitap+lar+ımız+dan) ve onu karşılayan
        anlam, aralarında SEKME; hiçbir sözlüğün açıklamadığı bir sözcüğün son üçü
        boştur.

        {options}
        Okuma kipi 2 MB'a kadar metinleri gösterir. Çıkış durumu: 0, 1 okuma kipi için
        uçbirim yok, 2 kullanım hatası, okunamayan ya da metin olmayan dosya.
        """,
        "search": """
        Kullanım: sozluk search SORGU [--dictionary ID] [--limit N] [--json]

        SORGU ile eşleşen madde başlarını tarayıcının gösterdiği sırayla yazar: tam
        eşleşmeler, SORGU'nun çekimli biçimi olduğu madde başları (kitaplarımızdan:
        kitap), SORGU diye çevrilenler, SORGU ile başlayanlar, onu içerenler, sonra
        (bunlar azsa) en çok iki yazım hatası uzaktakiler. Satır başına bir: MADDE BAŞI
        SEKME İLK TANIM; çekimli biçimlerde ve çevirilerde ayrıca SEKME nasıl eşleştiği
        (kitap+lar+ımız+dan; elma).

        {options}
        Çıkış durumu: 0 bir şey eşleşti, 1 hiçbir şey eşleşmedi, 2 kullanım ya da veri
        hatası.
        """,
        "favorites": """
        Kullanım: sozluk favorites [--json]
                  sozluk favorites add|remove SÖZCÜK [-d ID]
                  sozluk favorites export [--format anki|csv|json] [-o DOSYA] [--audio]
                  sozluk favorites import DOSYA [-d ID]

        Yıldızlı sözcükleri en eskisi önce listeler (sözlük, sözcük, ne zaman) ya da bir
        sözlüğün (-d ID yoksa etkin olanın) bir madde başını, tarayıcıda Ctrl-F gibi
        yıldızlar ya da yıldızını kaldırır (F2 orada listeler). Aynı anda çalışan başka
        bir sozluk kendi değişikliklerini korur.

          export                listeyi her sözcüğün anlamlarıyla yazar (--format, -o,
                                --audio)
          import DOSYA          DOSYA'daki sözcükleri ekler: düz bir liste (satır başına
                                bir sözcük, -d ID sözlüğünde ya da etkin sözlükte
                                aranır) ya da herhangi bir sozluk dışa aktarımı
                                (favorites.json, history.json da); DOSYA - standart
                                girdiyi okur

        {options}
        Çıkış durumu: 0; SÖZCÜK sözlüğün bir madde başı değilse 1 (import: düz listenin
        bazı sözcükleri değilse); kullanım hatası ya da okunamayan, yazılamayan bir
        dosya için 2.
        """,
        "history": """
        Kullanım: sozluk history [--json] [--limit N] [--by-count | --suggest]
                  sozluk history export [--format anki|csv|json] [-o DOSYA] [--audio]
                  sozluk history import DOSYA [-d ID]

        Tarayıcıda açılan sözcükleri (orada F4) en yenisi önce listeler: sözlük, sözcük,
        kaç kez bakıldığı, son bakış. $XDG_DATA_HOME/sozluk/history.json dosyasında
        tutulur (en yeni 10.000 sözcük).

          export                listeyi her sözcüğün anlamlarıyla yazar (--format, -o,
                                --audio)
          import DOSYA          DOSYA'daki bakışları geçmişe ekler: düz bir liste (satır
                                başına bir sözcük, -d ID sözlüğünde ya da etkin sözlükte
                                aranır; her biri şimdi bir bakış) ya da herhangi bir
                                sozluk dışa aktarımı; DOSYA - standart girdiyi okur

        {options}
        Çıkış durumu: 0; içe aktarılan düz listenin bazı sözcükleri madde başı değilse
        1; kullanım hatası ya da okunamayan, yazılamayan bir dosya için 2.
        """,
        "list": """
        Kullanım: sozluk list [--json]

        Bulunan sözlüklerin oluşturduğu dil çiftlerini (en-tr: İngilizce → Türkçe)
        listeler, her birinin altında sözlükleri (id, ad, madde sayısı, dosya;
        Ayarlar'da kapatılmışsa "(kapalı)"); ardından yüklenemeyen dosyaları, her biri
        DOSYA:SATIR:SÜTUN: neyin yanlış olduğu ile. --dictionary (-d) bir çiftin id'sini
        (tüm sözlükleri, tek sözlük gibi) ya da bir sözlüğün id'sini (yalnız onu) alır.

        {options}
        Çıkış durumu: 0 ya da kullanım hatası için 2.
        """,
        "check": """
        Kullanım: sozluk check DOSYA...

        Sözlük dosyalarını biçime göre (docs/dictionary-format.md) denetler ve her
        sorunu DOSYA:SATIR:SÜTUN: ileti olarak yazar: geçersiz JSON ya da UTF-8, yanlış
        türler, eksik ya da boş alanlar, iki dosyada kullanılan id'ler; madde başı
        olmayan "see also" sözcükleri uyarıdır. Temiz dosyalar madde sayılarıyla tek bir
        satır alır.
        Çıkış durumu: 0 hata yok (uyarı olabilir), 1 hata var, 2 kullanım hatası.
        """,
        "import": """
        Kullanım: sozluk import BİÇİM GİRDİ -o ÇIKTI.json --id ID --name AD
                                --source DİL --target DİL [--license METİN]
                                [--attribution METİN] [--description METİN]
                                [--secondary] [SEÇENEKLER]

        Bir sözlüğü sozluk'un biçimine dönüştürür; ÇIKTI.json'u bölünmeden yazar.

        {options}

        Biçimler:
          dictd      GİRDİ AD.index'tir, yanında AD.dict ya da AD.dict.dz (Debian'ın
                     dict-freedict-*, dict-wn, dict-gcide paketleri). --style
                     freedict|wordnet|gcide|wikdict maddelerin nasıl yazıldığını söyler;
                     verilmezse veritabanının adından anlaşılır.
          stardict   GİRDİ AD.ifo'dur, yanında AD.idx (ya da .idx.gz), AD.dict ya da
                     .dict.dz ve isteğe bağlı AD.syn; HTML, XDXF ve Pango işaretlemesi
                     metne dönüşür.
          tsv        GİRDİ'de satır başına bir madde: MADDE BAŞI, TANIM [, SÖZCÜK TÜRÜ
                     [, ÖRNEK]], sekmelerle ayrılmış (--csv ile ya da GİRDİ .csv ile
                     bitiyorsa virgüllerle; tırnaklar CSV'deki gibi). --header ilk
                     satırı atlar.
          pivot      GİRDİ, bir dilden iki WikDict dictd veritabanıdır: yeni kaynak dile
                     ve yeni hedef dile (pol-tur ile pol-eng Türkçe → İngilizce yapar);
                     anlamları ortak açıklamalarında birleşir.
          reverse    GİRDİ bir sozluk sözlüğüdür, tersinden okunur (eng-tur.json Türkçe
                     → İngilizce yapar): anlamlarının doğrudan verdiği her karşılık bir
                     madde başı olur, karşılıkları da onu veren madde başlarıdır.

        İlerleme stderr'e yazılır. Girdideki sorunlar DOSYA:SATIR:SÜTUN: ileti olarak
        bildirilir.
        Çıkış durumu: 0 yazıldı, 2 kullanım ya da girdi hatası.
        """,
    ]
}
