package tabuleiro.grading.tournament.schedule;

import java.util.List;

/**
 * Glickman's Glicko-2 rating system, one rating period at a time ("Example of the Glicko-2
 * system", Mark E. Glickman, 2013). A small class of our own rather than a Scala library: the
 * algorithm is forty lines and the Scala runtime would be a few megabytes on the grader's class
 * path; {@code Glicko2Test} checks it against the paper's worked example.
 *
 * @param tau the system constant that bounds how fast the volatility changes (0.3 to 1.2)
 */
public record Glicko2(double tau) {

    /** Ratio between the Glicko scale and the Glicko-2 scale (the paper's 173.7178). */
    private static final double SCALE = 173.7178;
    /** The rating of an unrated player on the Glicko scale. */
    private static final double CENTRE = 1500.0;
    /** The convergence tolerance of the volatility iteration (the paper's epsilon). */
    private static final double EPSILON = 0.000001;

    /**
     * A player's rating on the Glicko scale.
     *
     * @param rating the rating (1500 for a new player)
     * @param deviation the rating deviation, the rating's uncertainty (350 for a new player)
     * @param volatility the expected fluctuation of the rating (0.06 for a new player)
     */
    public record Rating(double rating, double deviation, double volatility) {

        /** The rating every player starts with. */
        public static final Rating NEW = new Rating(CENTRE, 350.0, 0.06);

        /**
         * Checks that the deviation and volatility are positive and every value finite.
         *
         * @param rating the rating
         * @param deviation the rating deviation
         * @param volatility the volatility
         */
        public Rating {
            if (!Double.isFinite(rating) || !(deviation > 0) || !Double.isFinite(deviation)
                    || !(volatility > 0) || !Double.isFinite(volatility)) {
                throw new IllegalArgumentException("not a rating: " + rating + " RD " + deviation
                        + " volatility " + volatility);
            }
        }
    }

    /**
     * One game of the rating period, seen from the rated player.
     *
     * @param opponent the opponent's rating at the start of the period
     * @param score 1 for a win, 0.5 for a draw, 0 for a loss
     */
    public record Game(Rating opponent, double score) {

        /**
         * Checks the score.
         *
         * @param opponent the opponent's rating
         * @param score the score
         */
        public Game {
            if (opponent == null || !(score == 0.0 || score == 0.5 || score == 1.0)) {
                throw new IllegalArgumentException("a game needs an opponent and a score"
                        + " of 0, 0.5 or 1: " + score);
            }
        }
    }

    /**
     * Checks the system constant.
     *
     * @param tau the system constant, positive
     */
    public Glicko2 {
        if (!(tau > 0) || !Double.isFinite(tau)) {
            throw new IllegalArgumentException("tau must be positive: " + tau);
        }
    }

    /**
     * The player's rating after one rating period.
     *
     * @param player the rating at the start of the period
     * @param games the games of the period (none: only the deviation grows)
     * @return the rating at the end of the period
     */
    public Rating update(Rating player, List<Game> games) {
        double mu = (player.rating() - CENTRE) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            return new Rating(player.rating(),
                    Math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma);
        }
        double inverseVariance = 0;
        double improvement = 0;
        for (Game game : games) {
            double muJ = (game.opponent().rating() - CENTRE) / SCALE;
            double g = g(game.opponent().deviation() / SCALE);
            double expected = 1 / (1 + Math.exp(-g * (mu - muJ)));
            inverseVariance += g * g * expected * (1 - expected);
            improvement += g * (game.score() - expected);
        }
        double v = 1 / inverseVariance;
        double delta = v * improvement;
        double newSigma = volatility(phi, sigma, v, delta);
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * improvement;
        return new Rating(newMu * SCALE + CENTRE, newPhi * SCALE, newSigma);
    }

    /**
     * The paper's g: how much an opponent's uncertainty damps the game's weight.
     *
     * @param phi the opponent's deviation on the Glicko-2 scale
     * @return the weight
     */
    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /**
     * The new volatility by the paper's step 5 (the Illinois variant of regula falsi).
     *
     * @param phi the deviation on the Glicko-2 scale
     * @param sigma the volatility
     * @param v the estimated variance of the rating from the games
     * @param delta the estimated improvement
     * @return the new volatility
     */
    private double volatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f(a - k * tau, a, phi, v, delta) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double atA = f(bigA, a, phi, v, delta);
        double atB = f(bigB, a, phi, v, delta);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * atA / (atB - atA);
            double atC = f(bigC, a, phi, v, delta);
            if (atC * atB <= 0) {
                bigA = bigB;
                atA = atB;
            } else {
                atA = atA / 2;
            }
            bigB = bigC;
            atB = atC;
        }
        return Math.exp(bigA / 2);
    }

    /**
     * The paper's f, whose root is the logarithm of the new volatility squared.
     *
     * @param x the point
     * @param a the logarithm of the old volatility squared
     * @param phi the deviation on the Glicko-2 scale
     * @param v the estimated variance
     * @param delta the estimated improvement
     * @return f(x)
     */
    private double f(double x, double a, double phi, double v, double delta) {
        double ex = Math.exp(x);
        double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    }
}
