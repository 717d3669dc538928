// slotfit-data-bench: data budgets on real place names. A stop field shown
// in the compact trailing slot, the expanded centre and the Lock Screen;
// 10,000 values from Debian's iso-codes (ISO 3166-2 subdivision names, and
// their translations in Arabic, Hebrew, Japanese, Korean, Russian, Chinese
// and Greek, read from the gettext catalogs at run time: nothing committed),
// taken round-robin across the scripts. Prints the counts that do not fit
// per locale and the time DataBudgets takes for them (first pass, in
// process, the project's default font profile).
import Foundation
import SlotFit
import SlotFitBenchmarkCorpus
import SlotFitText

let root = "/usr/share/iso-codes/json/iso_3166-2.json"
guard let data = FileManager.default.contents(atPath: root),
      let json = try JSONSerialization.jsonObject(with: data) as? [String: [[String: String]]],
      let subdivisions = json["3166-2"] else {
    print("no \(root): install the Debian package iso-codes"); exit(1)
}
let english = subdivisions.compactMap { $0["name"] }
var byScript: [[String]] = [english]
for folder in ["ar", "he", "ja", "ko", "ru", "zh_CN", "el"] {
    guard let bytes = FileManager.default.contents(atPath: "/usr/share/locale/\(folder)/LC_MESSAGES/iso_3166-2.mo") else { continue }
    byScript.append(RealTextCorpus.messages(Array(bytes)).map(\.1).filter { !$0.isEmpty }.sorted())
}
var values: [String] = [], seen = Set<String>(), round = 0
while values.count < 10_000, byScript.contains(where: { round < $0.count }) {
    for list in byScript where round < list.count && values.count < 10_000 {
        if seen.insert(list[round]).inserted { values.append(list[round]) }
    }
    round += 1
}
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-data-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
try """
activity: Ride
states: { riding: { stop: "Hauptbahnhof" } }
lockScreen:
  text: "%@"
  arguments: [stop]
  font: headline
  lineLimit: 1
dynamicIsland:
  compactLeading: { image: { symbol: bus } }
  compactTrailing:
    text: "%@"
    arguments: [stop]
    lineLimit: 1
  minimal: { image: { symbol: bus } }
""".write(to: folder.appendingPathComponent("ride.yml"), atomically: true, encoding: .utf8)
let configuration = try SlotFitConfiguration.parse("activities: [ride.yml]\nlocales: [en, ar, ja]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n",
                                                   path: folder.appendingPathComponent("slotfit.yml").path)
let engine = try TextEngine()
let files = try GoldenMatrix(configuration: configuration, engine: engine).render()
let start = DispatchTime.now().uptimeNanoseconds
let budgets = try DataBudgets.compute(files, values: ["stop": values], engine: engine)
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
print("values: \(values.count) distinct place names from iso-codes ISO 3166-2 (\(byScript.count) scripts' lists, round-robin), \(values.map(\.count).reduce(0, +)) characters")
for budget in budgets {
    print(String(format: "%@ %@ (%@): %.1f pt at %@ — %d of %d do not fit; longest: %@", budget.field, budget.place.presentation.rawValue, budget.locale,
                 budget.width, budget.drawing, budget.misfits.count, budget.checked, budget.misfits.first?.value ?? "-"))
}
let layouts = budgets.map(\.checked).reduce(0, +)
print(String(format: "DataBudgets.compute: %.2f s for %d layouts (%d values × %d places), %.1f µs a value (first pass, in process)", seconds, layouts, values.count, budgets.count, seconds / Double(max(layouts, 1)) * 1e6))
