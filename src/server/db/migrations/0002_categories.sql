-- The 7 categories of spec 01 §9 are reference data: present in every database, demo data or not.
INSERT INTO "categories" ("id", "name", "emoji", "description") VALUES
  (1, 'Narzędzia i sprzęt', '🔧', 'Wiertarki, szlifierki, drabiny i wszystko do majsterkowania'),
  (2, 'Elektronika', '📷', 'Aparaty, projektory, konsole, drony i sprzęt audio'),
  (3, 'Sport i rekreacja', '🚲', 'Rowery, namioty, kajaki, narty i sprzęt turystyczny'),
  (4, 'Podróże', '🧳', 'Walizki, bagażniki dachowe, foteliki i akcesoria podróżne'),
  (5, 'Dom i ogród', '🏡', 'Kosiarki, myjki ciśnieniowe, meble ogrodowe i grille'),
  (6, 'Motoryzacja', '🚗', 'Przyczepki, boksy dachowe, prostowniki i narzędzia warsztatowe'),
  (7, 'Inne', '📦', 'Wszystko, co nie pasuje do pozostałych kategorii')
ON CONFLICT ("id") DO UPDATE SET "name" = EXCLUDED."name", "emoji" = EXCLUDED."emoji", "description" = EXCLUDED."description";
