import Foundation

extension CIELab {
    /// CIEDE2000 ΔE₀₀ with the reference conditions' weights (k_L = k_C = k_H = 1), as CIE 142-2001
    /// defines it and Sharma, Wu and Dalal (2005) state it for implementers (their test pairs are
    /// in the tests). The measure Vitro's glass accuracy figures use.
    public func deltaE2000(_ o: CIELab) -> Double {
        func deg(_ r: Double) -> Double { r * 180 / .pi }
        func rad(_ d: Double) -> Double { d * .pi / 180 }
        let c1 = (a * a + b * b).squareRoot()
        let c2 = (o.a * o.a + o.b * o.b).squareRoot()
        let cMean = (c1 + c2) / 2
        let c7 = pow(cMean, 7)
        // 25⁷: where the a* stretch of neutral colors fades out.
        let g = 0.5 * (1 - (c7 / (c7 + 6_103_515_625)).squareRoot())
        let a1 = (1 + g) * a
        let a2 = (1 + g) * o.a
        let cp1 = (a1 * a1 + b * b).squareRoot()
        let cp2 = (a2 * a2 + o.b * o.b).squareRoot()
        func hue(_ bb: Double, _ aa: Double) -> Double {
            if aa == 0 && bb == 0 { return 0 }
            let h = deg(atan2(bb, aa))
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(b, a1)
        let h2 = hue(o.b, a2)
        let dL = o.l - l
        let dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (cp1 * cp2).squareRoot() * sin(rad(dh / 2))
        let lMean = (l + o.l) / 2
        let cpMean = (cp1 + cp2) / 2
        var hMean = h1 + h2
        if cp1 * cp2 != 0 {
            if abs(h1 - h2) <= 180 {
                hMean /= 2
            } else {
                hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos(rad(hMean - 30)) + 0.24 * cos(rad(2 * hMean)) + 0.32 * cos(rad(3 * hMean + 6))
            - 0.20 * cos(rad(4 * hMean - 63))
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cp7 = pow(cpMean, 7)
        let rc = 2 * (cp7 / (cp7 + 6_103_515_625)).squareRoot()
        let l50 = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cpMean
        let sh = 1 + 0.015 * cpMean * t
        let rt = -sin(rad(2 * dTheta)) * rc
        let x = dL / sl
        let y = dC / sc
        let z = dH / sh
        let e = (x * x + y * y + z * z + rt * y * z).squareRoot()
        return e.isFinite ? e : .infinity
    }
}
