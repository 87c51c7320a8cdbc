package tabuleiro.grading.model;

import static tabuleiro.grading.model.SchemeChecks.cents;
import static tabuleiro.grading.model.SchemeChecks.require;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import tabuleiro.grading.style.Finding;

/**
 * What the style check's findings cost, when a scheme charges for style (as Artemis does):
 * each finding costs {@code pointsPerFinding}, or its category's own rate; a category's
 * findings cost at most its own cap, and all of them together at most {@code cap}. The
 * charge is taken off after the late penalty, and never takes a grade below zero.
 *
 * @param pointsPerFinding what a finding costs, unless its category says otherwise
 * @param cap the most all findings together may cost, or {@code null} for no limit but the
 *     points earned
 * @param categories rates and caps of their own for some categories (those of
 *     {@link Finding#CATEGORIES}), by name; optional
 * @invariant the points are not negative and whole cents, and every category is one of
 *     Checkstyle's
 */
public record StyleCharge(BigDecimal pointsPerFinding, BigDecimal cap,
        Map<String, CategoryCharge> categories) {

    /**
     * Checks the charge and keeps an unmodifiable copy of the categories, by name.
     *
     * @throws IllegalArgumentException unless the rate is given, the points are not
     *     negative and whole cents, and the categories are Checkstyle's
     */
    public StyleCharge {
        require(pointsPerFinding != null && cents(pointsPerFinding), "a \"pointsPerFinding\""
                + " under \"style\" that is not negative, with at most two decimals, but it"
                + " is " + pointsPerFinding);
        require(cap == null || cents(cap), "a \"cap\" under \"style\" that is not negative,"
                + " with at most two decimals, but it is " + cap);
        Map<String, CategoryCharge> named = new TreeMap<>();
        if (categories != null) {
            categories.forEach((name, charge) -> {
                require(Finding.CATEGORIES.contains(name), "\"categories\" under \"style\""
                        + " named as Checkstyle groups its checks ("
                        + String.join(", ", Finding.CATEGORIES) + "), but one is " + name);
                require(charge != null, "a rate or a cap for the style category " + name);
                named.put(name, charge);
            });
        }
        categories = Collections.unmodifiableMap(named);
    }

    /**
     * Makes a charge with one rate for every finding.
     *
     * @param pointsPerFinding what a finding costs
     * @param cap the most all findings together may cost, or {@code null} for no limit
     * @throws IllegalArgumentException as the canonical constructor does
     */
    public StyleCharge(BigDecimal pointsPerFinding, BigDecimal cap) {
        this(pointsPerFinding, cap, Map.of());
    }

    /**
     * Works out what some findings cost.
     *
     * @param counts how many findings there are of each category
     * @return the points they cost, to the cent, at most the cap
     */
    public BigDecimal charge(Map<String, Long> counts) {
        BigDecimal total = BigDecimal.ZERO;
        for (Map.Entry<String, Long> count : counts.entrySet()) {
            CategoryCharge own = categories.get(count.getKey());
            BigDecimal rate = own == null || own.pointsPerFinding() == null
                    ? pointsPerFinding : own.pointsPerFinding();
            BigDecimal part = rate.multiply(BigDecimal.valueOf(count.getValue()));
            if (own != null && own.cap() != null) {
                part = part.min(own.cap());
            }
            total = total.add(part);
        }
        if (cap != null) {
            total = total.min(cap);
        }
        return total.setScale(2, RoundingMode.UNNECESSARY);
    }

    /**
     * Says what findings cost, for people.
     *
     * @return e.g. "0.50 a finding, at most 5.00 in all; naming: 1.00 a finding, at most
     *     2.00"
     */
    public String describe() {
        return describe(Language.ENGLISH);
    }

    /**
     * Says what findings cost, for people, in a language.
     *
     * @param in the language
     * @return e.g. "0.50 por reparo, no máximo 5.00 no total" in Portuguese
     */
    public String describe(Language in) {
        Texts texts = Texts.of(GradeTexts.class, in);
        StringBuilder text = new StringBuilder(texts.text("charge.rate",
                shown(pointsPerFinding)));
        if (cap != null) {
            text.append(texts.text("charge.cap.all", shown(cap)));
        }
        categories.forEach((name, own) -> {
            text.append(texts.text("charge.category", name, shown(own.pointsPerFinding()
                    == null ? pointsPerFinding : own.pointsPerFinding())));
            if (own.cap() != null) {
                text.append(texts.text("charge.cap", shown(own.cap())));
            }
        });
        return text.toString();
    }

    private static String shown(BigDecimal points) {
        return points.setScale(2, RoundingMode.UNNECESSARY).toPlainString();
    }
}
