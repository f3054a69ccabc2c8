import ButtonStackBase
import ButtonStackFiles
import CHarfBuzz

/// The named instances of a variable font (`fvar`): "SemiBold" → `wght` 600, read with HarfBuzz.
enum NamedInstances {
    /// The axis values of the instance called `name` (case-insensitive) in face `faceIndex` of `path`.
    /// - Throws: ``TypesetterError/fontUnreadable(path:reason:)`` when the file cannot be read, has
    ///   no variation axes, or has no instance of that name (the names it has are listed).
    static func axes(of name: String, path: String, faceIndex: Int) throws -> [AppFont.Axis] {
        guard Folder.kind(of: path) == .file else { throw TypesetterError.fontUnreadable(path: path, reason: FontCheck.notAFile(path)) }
        // Read into memory, not mapped: an app font truncated meanwhile must not end the process.
        guard let blob = FontSource.blob(try FontSource.read(path, shownAs: path)) else {
            throw TypesetterError.fontUnreadable(path: path, reason: "cannot be read (missing or not a file)")
        }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, UInt32(faceIndex))!
        defer { hb_face_destroy(face) }
        let axisCount = Int(hb_ot_var_get_axis_count(face))
        guard axisCount > 0 else {
            throw TypesetterError.fontUnreadable(path: path, reason: "is not a variable font, so it has no instance '\(name)'")
        }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: axisCount)
        var returned = UInt32(axisCount)
        _ = hb_ot_var_get_axis_infos(face, 0, &returned, &infos)
        let tags = infos.prefix(Int(returned)).map { info in
            String(decoding: [24, 16, 8, 0].map { UInt8((info.tag >> UInt32($0)) & 0xFF) }, as: UTF8.self)
        }
        var names: [String] = []
        for instance in 0..<hb_ot_var_get_named_instance_count(face) {
            let nameID = hb_ot_var_named_instance_get_subfamily_name_id(face, instance)
            var length: UInt32 = 256
            var buffer = [CChar](repeating: 0, count: 256)
            _ = hb_ot_name_get_utf8(face, nameID, hb_language_from_string("en", -1), &length, &buffer)
            let instanceName = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            names.append(instanceName)
            guard instanceName.lowercased() == name.lowercased() else { continue }
            var coordinates = [Float](repeating: 0, count: axisCount)
            var count = UInt32(axisCount)
            _ = hb_ot_var_named_instance_get_design_coords(face, instance, &count, &coordinates)
            return zip(tags, coordinates.prefix(Int(count))).map { AppFont.Axis($0, Double($1)) }.sorted { $0.tag < $1.tag }
        }
        throw TypesetterError.fontUnreadable(path: path, reason: "has no named instance '\(name)' (it has: \(names.joined(separator: ", ")))")
    }
}
