"""Adds lock entries for @biomejs/biome's optional platform binaries that this registry lacks.

npm leaves a package out of package-lock.json when the registry cannot serve it, and then `npm ci`
refuses the lock as out of sync. The entries carry os/cpu, so npm never fetches them on Linux.
Run after `npm install` changes the lock: python3 scripts/complete-lockfile.py
"""
import json
import pathlib

lock_path = pathlib.Path(__file__).resolve().parent.parent / "package-lock.json"
lock = json.loads(lock_path.read_text())
packages = lock["packages"]
biome = next(v for k, v in packages.items() if k.endswith("node_modules/@biomejs/biome"))
version = biome["version"]
platforms = {
    "win32-x64": (["win32"], ["x64"], None),
    "win32-arm64": (["win32"], ["arm64"], None),
    "darwin-x64": (["darwin"], ["x64"], None),
    "darwin-arm64": (["darwin"], ["arm64"], None),
    "linux-x64": (["linux"], ["x64"], ["glibc"]),
    "linux-arm64": (["linux"], ["arm64"], ["glibc"]),
    "linux-x64-musl": (["linux"], ["x64"], ["musl"]),
    "linux-arm64-musl": (["linux"], ["arm64"], ["musl"]),
    "android-x64": (["android"], ["x64"], None),
    "android-arm64": (["android"], ["arm64"], None),
}
added = []
for name in biome.get("optionalDependencies", {}):
    key = f"node_modules/{name}"
    if key in packages:
        continue
    os_, cpu, libc = platforms[name.split("/cli-")[1]]
    entry = {"version": version, "cpu": cpu, "dev": True, "license": "MIT OR Apache-2.0", "optional": True, "os": os_}
    if libc:
        entry["libc"] = libc
    entry["engines"] = {"node": ">=14.21.3"}
    packages[key] = entry
    added.append(name)
lock["packages"] = dict(sorted(packages.items(), key=lambda item: (item[0] != "", item[0])))
lock_path.write_text(json.dumps(lock, indent=2) + "\n")
print(f"added {len(added)} entries: {', '.join(added) or 'none needed'}")
