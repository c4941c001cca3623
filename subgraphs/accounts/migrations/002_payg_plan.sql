-- Pay-as-you-go organisations have the paid plan's rate limits (the ocean product meters them).
INSERT INTO accounts.plans VALUES ('payg', 120, 360) ON CONFLICT DO NOTHING;
