import CHarfBuzz
import Foundation

/// What one thread reuses between shapings: one HarfBuzz buffer (cleared,
/// not made anew, for every run) and the shape plans it has looked up.
///
/// HarfBuzz keeps a face's plans in a list it scans on every `hb_shape`,
/// comparing segment properties; a face that serves thirty languages has
/// a long list. Here a thread finds its plan by a few integers instead,
/// and HarfBuzz is asked (`hb_shape_plan_create_cached2`, which shares
/// plans between threads) only the first time.
final class ShapingScratch {
    let buffer: OpaquePointer
    private var plans: [PlanKey: (plan: OpaquePointer, face: OpaquePointer)] = [:]

    /// What a plan depends on: the face (HarfBuzz's, by address: the
    /// scratch holds a reference to it, so the address is not reused while
    /// the plan is kept), the buffer's segment properties (direction,
    /// script, language) and whether `tnum` is on.
    struct PlanKey: Hashable {
        var face: UInt
        var script: UInt32
        var language: UInt
        var rightToLeft: Bool
        var tabularDigits: Bool
    }

    private init() { buffer = hb_buffer_create() }

    deinit {
        forget()
        hb_buffer_destroy(buffer)
    }

    /// The plan for a buffer whose text and properties are set.
    func plan(_ key: PlanKey, font: OpaquePointer, features: UnsafePointer<hb_feature_t>?, count: UInt32) -> OpaquePointer {
        if let known = plans[key] { return known.plan }
        // Bounded: faces of engines long gone are let go.
        if plans.count >= 512 { forget() }
        var properties = hb_segment_properties_t()
        hb_buffer_get_segment_properties(buffer, &properties)
        let face = hb_face_reference(hb_font_get_face(font))!
        let plan = hb_shape_plan_create_cached2(face, &properties, features, count, nil, 0, nil)!
        plans[key] = (plan, face)
        return plan
    }

    /// Lets every plan and face go.
    private func forget() {
        for (plan, face) in plans.values {
            hb_shape_plan_destroy(plan)
            hb_face_destroy(face)
        }
        plans.removeAll()
    }

    /// This thread's scratch, made on first use and freed with the thread.
    static var current: ShapingScratch {
        if let stored = pthread_getspecific(threadKey) { return Unmanaged<ShapingScratch>.fromOpaque(stored).takeUnretainedValue() }
        let scratch = ShapingScratch()
        pthread_setspecific(threadKey, Unmanaged.passRetained(scratch).toOpaque())
        return scratch
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            if let stored { Unmanaged<ShapingScratch>.fromOpaque(stored).release() }
        }
        return key
    }()
}
