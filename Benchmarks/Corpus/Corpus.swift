import Foundation
import SlotFitText

/// A deterministic pseudo-random generator (SplitMix64), so the corpus is
/// the same on every run and machine.
public struct SplitMix64 {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    /// The next number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in `0..<n`.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// One of `items`.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// The benchmark's corpus: Live Activity-like strings in 29 languages
/// covering every script of the default profile (Latin, Greek, Cyrillic,
/// Arabic in Naskh and Nastaliq, Hebrew, Devanagari, Bengali, Tamil, Thai,
/// Japanese, Korean, Simplified and Traditional Chinese, emoji).
///
/// Each language has a dozen words written for this benchmark, and a
/// vocabulary of about a thousand word-like forms made from their thirds
/// (the first third of one word, the middle of another, the end of a
/// third): strings share words as a catalog's do, but no more often
/// (a word recurs about three times in a language's 700 strings). Numbers
/// (times, distances, counts) are drawn fresh. Languages written without
/// spaces (Japanese, Chinese, Thai) join their words directly, so their
/// strings are one run each, as in a real catalog.
public enum Corpus {
    /// Each language's words.
    public static let languages: [(locale: String, words: [String])] = [
        ("en", ["Session", "complete", "Paused", "Cycle", "of", "Focus", "Run", "Build", "succeeded", "remaining", "Delivery", "arriving"]),
        ("de", ["Sitzung", "beendet", "Pausiert", "Runde", "von", "Fokuszeit", "Lauf", "Erstellung", "erfolgreich", "verbleibend", "Lieferung"]),
        ("fr", ["Séance", "terminée", "En", "pause", "Cycle", "sur", "Concentration", "Course", "Compilation", "réussie", "restant", "Livraison"]),
        ("es", ["Sesión", "completada", "En", "pausa", "Ciclo", "de", "Enfoque", "Carrera", "Compilación", "correcta", "restante", "Pedido"]),
        ("it", ["Sessione", "completata", "In", "pausa", "Ciclo", "di", "Concentrazione", "Corsa", "Compilazione", "riuscita", "rimanente"]),
        ("pt-BR", ["Sessão", "concluída", "Pausado", "Ciclo", "de", "Foco", "Corrida", "Compilação", "bem-sucedida", "restante", "Entrega"]),
        ("nl", ["Sessie", "voltooid", "Gepauzeerd", "Cyclus", "van", "Focus", "Hardlopen", "Bouwen", "geslaagd", "resterend", "Bezorging"]),
        ("sv", ["Session", "klar", "Pausad", "Cykel", "av", "Fokus", "Löpning", "Bygge", "lyckades", "återstår", "Leverans"]),
        ("fi", ["Istunto", "valmis", "Tauotettu", "Kierros", "Keskittymisaika", "Juoksu", "Koontiversio", "onnistui", "jäljellä"]),
        ("pl", ["Sesja", "zakończona", "Wstrzymano", "Cykl", "z", "Skupienie", "Bieg", "Kompilacja", "udana", "pozostało", "Dostawa"]),
        ("cs", ["Relace", "dokončena", "Pozastaveno", "Cyklus", "z", "Soustředění", "Běh", "Sestavení", "úspěšné", "zbývá", "Doručení"]),
        ("tr", ["Oturum", "tamamlandı", "Duraklatıldı", "Döngü", "Odak", "Koşu", "Derleme", "başarılı", "kalan", "Teslimat"]),
        ("vi", ["Phiên", "đã", "hoàn", "tất", "Tạm", "dừng", "Chu", "kỳ", "Tập", "trung", "Chạy", "bộ"]),
        ("id", ["Sesi", "selesai", "Dijeda", "Siklus", "dari", "Fokus", "Lari", "Pembuatan", "berhasil", "tersisa", "Pengiriman"]),
        ("ru", ["Сеанс", "завершён", "Пауза", "Цикл", "из", "Фокус", "Пробежка", "Сборка", "успешно", "осталось", "Доставка"]),
        ("uk", ["Сеанс", "завершено", "Пауза", "Цикл", "з", "Фокус", "Біг", "Збірка", "успішна", "залишилось", "Доставка"]),
        ("el", ["Συνεδρία", "ολοκληρώθηκε", "Παύση", "Κύκλος", "από", "Εστίαση", "Τρέξιμο", "Δόμηση", "επιτυχής", "απομένουν"]),
        ("ar", ["اكتملت", "الجلسة", "متوقف", "مؤقتًا", "الدورة", "من", "التركيز", "الجري", "البناء", "نجح", "التوصيل", "متبقٍ"]),
        ("he", ["ההפעלה", "הסתיימה", "מושהה", "סבב", "מתוך", "ריכוז", "ריצה", "הבנייה", "הצליחה", "נותרו", "משלוח"]),
        ("fa", ["جلسه", "تمام", "شد", "متوقف", "چرخه", "از", "تمرکز", "دویدن", "ساخت", "موفق", "مانده"]),
        ("ur", ["سیشن", "مکمل", "موقوف", "چکر", "میں", "سے", "دوڑ", "توجہ", "کامیاب", "باقی"]),
        ("hi", ["सत्र", "पूरा", "हुआ", "रोका", "गया", "चक्र", "में", "से", "दौड़", "ध्यान", "सफल", "बाकी"]),
        ("bn", ["সেশন", "সম্পূর্ণ", "বিরতি", "চক্র", "এর", "মধ্যে", "দৌড়", "মনোযোগ", "সফল", "বাকি"]),
        ("ta", ["அமர்வு", "முடிந்தது", "இடைநிறுத்தப்பட்டது", "சுழற்சி", "ஓட்டம்", "கவனம்", "வெற்றி", "மீதம்"]),
        ("th", ["เซสชัน", "เสร็จสมบูรณ์", "หยุดชั่วคราว", "รอบ", "จาก", "โฟกัส", "วิ่ง", "สร้าง", "สำเร็จ", "เหลือ"]),
        ("ja", ["セッション", "完了", "一時停止中", "サイクル", "集中", "ランニング", "ビルド", "成功", "残り", "配達", "到着"]),
        ("ko", ["세션", "완료", "일시", "정지됨", "사이클", "집중", "달리기", "빌드", "성공", "남음", "배달"]),
        ("zh-Hans", ["冥想", "已完成", "已暂停", "第", "轮", "专注", "跑步", "构建", "成功", "剩余", "配送"]),
        ("zh-Hant", ["冥想", "已完成", "已暫停", "第", "輪", "專注", "跑步", "建置", "成功", "剩餘", "配送"]),
    ]
    /// Written without spaces between words.
    public static let unspaced: Set<String> = ["ja", "zh-Hans", "zh-Hant", "th"]
    /// Symbols and numbers' company, drawn among the words.
    public static let symbols = ["🧘", "🏃🏽‍♀️", "✅", "·", "—", "(2/3)", "#"]

    /// About a thousand word-like forms per language from its words' thirds.
    public static func vocabulary(_ words: [String], random: inout SplitMix64) -> [String] {
        let parts = words.map { Array($0) }
        var forms = Set(words)
        let wanted = words.count * words.count * words.count
        var attempts = 0
        while forms.count < min(wanted, 1_000) && attempts < 20_000 {
            attempts += 1
            let a = random.pick(parts), b = random.pick(parts), c = random.pick(parts)
            let form = String(a.prefix(max(1, a.count / 3))) + String(b.dropFirst(b.count / 3).prefix(max(1, b.count / 3)))
                + String(c.suffix(max(1, c.count / 3)))
            forms.insert(form)
        }
        return forms.sorted()
    }

    /// A time, distance or count, drawn fresh.
    public static func number(_ random: inout SplitMix64) -> String {
        switch random.below(4) {
        case 0: return "\(random.below(60)):\(String(format: "%02d", random.below(60)))"
        case 1: return "\(random.below(43)).\(random.below(10)) km"
        case 2: return "\(random.below(200))"
        default: return "\(random.below(24)):\(String(format: "%02d", random.below(60))):\(String(format: "%02d", random.below(60)))"
        }
    }

    /// `count` distinct requests at 17 pt, the same on every run.
    public static func make(count: Int) -> (requests: [TextRequest], vocabulary: Int) {
        var random = SplitMix64(state: 0x5107_F17)
        let vocabularies = languages.map { vocabulary($0.words, random: &random) }
        var seen = Set<String>()
        var requests: [TextRequest] = []
        requests.reserveCapacity(count)
        while requests.count < count {
            let index = random.below(languages.count)
            let language = languages[index]
            var words: [String] = []
            for _ in 0..<(2 + random.below(5)) {
                let roll = random.below(10)
                words.append(roll == 0 ? number(&random) : roll == 1 ? random.pick(symbols) : random.pick(vocabularies[index]))
            }
            let separator = unspaced.contains(language.locale) ? "" : " "
            let text = words.joined(separator: separator)
            guard seen.insert(language.locale + "\t" + text).inserted else { continue }
            var request = TextRequest(text, locale: language.locale, font: FontSpec(size: 17))
            request.includesGlyphs = false  // widths, as Pango is asked for
            requests.append(request)
        }
        return (requests, vocabularies.map(\.count).reduce(0, +))
    }
}
