extension FontProfile {
    /// San Francisco switches from its Text to its Display cut at 20 pt; a
    /// profile with SF's own files gives them `maximumSize` / `minimumSize`.
    static let sanFranciscoDisplaySize = 20.0

    /// The default profile: Inter for Latin, Greek and Cyrillic at every size,
    /// Noto for the other scripts (Noto Nastaliq Urdu for Urdu, as iOS uses),
    /// Noto Sans CJK chosen by locale for Han, Noto Color Emoji for emoji. All
    /// from Debian. Common characters (digits, punctuation) come from the
    /// Latin face first, as iOS's system font cascade takes them from SF
    /// before PingFang or Hiragino: a timer in Japanese has SF's digits and
    /// line height; fullwidth punctuation falls through to the CJK face.
    ///
    /// Inter is conservative against San Francisco: its frequency-weighted
    /// average advance of a–z and space is 1.139× SF's (`LatinWidthReport`),
    /// so a string that fits here fits on the device. Inter Display (1.030×)
    /// would be closer from 20 pt, but Debian's build has no working tabular
    /// figures (its `tnum` leaves "1" narrower than "0"), and timers are what
    /// Live Activities show at large sizes.
    public static let `default` = FontProfile(
        name: "default",
        faces: [
            Face(scripts: ["Latn", "Grek", "Cyrl", "Zyyy", "Zinh"], family: "Inter", package: "fonts-inter"),
            Face(scripts: ["Arab"], languages: ["ur"], family: "Noto Nastaliq Urdu", package: "fonts-noto-core"),
            // The UI cuts: Noto Sans Arabic's document cut has a 2.11 em line
            // (room for stacked marks), its UI cut 1.36 em like a system font;
            // Thai 1.51 against 1.36. iOS lays Arabic and Thai out with its
            // system fonts' compact line heights.
            Face(scripts: ["Arab"], family: "Noto Sans Arabic UI", package: "fonts-noto-ui-core"),
            Face(scripts: ["Hebr"], family: "Noto Sans Hebrew", package: "fonts-noto-core"),
            Face(scripts: ["Deva"], family: "Noto Sans Devanagari", package: "fonts-noto-core"),
            Face(scripts: ["Beng"], family: "Noto Sans Bengali", package: "fonts-noto-core"),
            Face(scripts: ["Taml"], family: "Noto Sans Tamil", package: "fonts-noto-core"),
            Face(scripts: ["Thai"], family: "Noto Sans Thai UI", package: "fonts-noto-ui-core"),
            Face(scripts: ["Hani", "Hira", "Kana"], languages: ["ja"], family: "Noto Sans CJK JP", package: "fonts-noto-cjk"),
            Face(scripts: ["Hani", "Hang"], languages: ["ko"], family: "Noto Sans CJK KR", package: "fonts-noto-cjk"),
            Face(scripts: ["Hani", "Bopo"], languages: ["zh-Hant-HK", "zh-Hant-MO"], family: "Noto Sans CJK HK", package: "fonts-noto-cjk"),
            Face(scripts: ["Hani", "Bopo"], languages: ["zh-Hant"], family: "Noto Sans CJK TC", package: "fonts-noto-cjk"),
            Face(scripts: ["Hani"], languages: ["zh-Hans"], family: "Noto Sans CJK SC", package: "fonts-noto-cjk"),
            Face(scripts: ["Hira", "Kana"], family: "Noto Sans CJK JP", package: "fonts-noto-cjk"),
            Face(scripts: ["Hang"], family: "Noto Sans CJK KR", package: "fonts-noto-cjk"),
            Face(scripts: ["Hani", "Bopo"], family: "Noto Sans CJK SC", package: "fonts-noto-cjk"),
            Face(scripts: ["Zsye"], family: "Noto Color Emoji", package: "fonts-noto-color-emoji"),
            Face(scripts: ["*"], family: "Noto Sans", package: "fonts-noto-core"),
            Face(scripts: ["*"], family: "Noto Sans Symbols 2", package: "fonts-noto-core"),
        ],
        tracking: .none,
        note: "Inter stands in for SF Pro: 1.139x SF's average Latin advance, never narrower, so widths err towards overflow."
    )
}
