# Float-heavy simulation: an n-body system advanced with a simple integrator, lists of
# floats per body, energy computed before and after.


def make_bodies(n):
    bodies = []
    x = 11
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        pos = [(x % 1000) / 100.0, ((x >> 5) % 1000) / 100.0, ((x >> 10) % 1000) / 100.0]
        vel = [((x >> 3) % 100 - 50) / 1000.0, ((x >> 7) % 100 - 50) / 1000.0, 0.0]
        bodies.append([pos, vel, 1.0 + (x % 7) / 10.0])
    return bodies


def energy(bodies):
    e = 0.0
    for i, (p, v, m) in enumerate(bodies):
        e += 0.5 * m * (v[0] * v[0] + v[1] * v[1] + v[2] * v[2])
        for (q, _, m2) in bodies[i + 1:]:
            dx, dy, dz = p[0] - q[0], p[1] - q[1], p[2] - q[2]
            e -= m * m2 / (dx * dx + dy * dy + dz * dz + 0.01) ** 0.5
    return e


def advance(bodies, dt, steps):
    pairs = [(bodies[i], bodies[j]) for i in range(len(bodies)) for j in range(i + 1, len(bodies))]
    for _ in range(steps):
        for (b1, b2) in pairs:
            p1, v1, m1 = b1
            p2, v2, m2 = b2
            dx = p1[0] - p2[0]
            dy = p1[1] - p2[1]
            dz = p1[2] - p2[2]
            d2 = dx * dx + dy * dy + dz * dz + 0.01
            mag = dt / (d2 * d2 ** 0.5)
            v1[0] -= dx * m2 * mag
            v1[1] -= dy * m2 * mag
            v1[2] -= dz * m2 * mag
            v2[0] += dx * m1 * mag
            v2[1] += dy * m1 * mag
            v2[2] += dz * m1 * mag
        for (p, v, m) in bodies:
            p[0] += dt * v[0]
            p[1] += dt * v[1]
            p[2] += dt * v[2]


def main():
    bodies = make_bodies(12)
    e0 = energy(bodies)
    advance(bodies, 0.001, 7000)
    e1 = energy(bodies)
    print("%.9f %.9f" % (e0, e1))


main()
